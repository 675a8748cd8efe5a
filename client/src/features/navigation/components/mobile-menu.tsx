import { Menu } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { useTrackBetaFeature } from "../api/track-beta-feature";
import { ACCOUNT_LINKS, ADMIN_LINKS, OTHER_FEATURE_LINKS, type NavLinkItem } from "./nav-links";

/**
 * The compact menu shown instead of the link row on small screens: every page a comedian
 * (or an administrator) can open, so each is two taps away, the menu button and its link.
 */
export function MobileMenu({
  links,
  currentPath,
  isAdmin,
  defaultOpen = false,
}: {
  links: NavLinkItem[];
  currentPath: string;
  isAdmin: boolean;
  defaultOpen?: boolean;
}) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5!" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="mb-2 font-display text-3xl tracking-wide text-cream-50">Menu</SheetTitle>
        <MenuSection links={links} currentPath={currentPath} />
        <MenuSection title="Other Features" links={OTHER_FEATURE_LINKS} currentPath={currentPath} />
        <MenuSection title="Account" links={ACCOUNT_LINKS} currentPath={currentPath} />
        {isAdmin && <MenuSection title="Administration" links={ADMIN_LINKS} currentPath={currentPath} />}
      </SheetContent>
    </Sheet>
  );
}

function MenuSection({ title, links, currentPath }: { title?: string; links: readonly NavLinkItem[]; currentPath: string }) {
  const titleId = useId();
  const track = useTrackBetaFeature();
  return (
    <section aria-labelledby={title ? titleId : undefined} className={cn(title && "mt-2 border-t border-stage-700 pt-3")}>
      {title && (
        <h2 id={titleId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-cream-400 uppercase">
          {title}
        </h2>
      )}
      <ul className="grid gap-0.5">
        {links.map(({ href, label, icon: Icon, tracked }) => (
          <li key={href}>
            <SheetClose asChild>
              <Link
                href={href}
                aria-current={currentPath === href ? "page" : undefined}
                onClick={tracked ? () => track.mutate({ featureName: tracked }) : undefined}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-cream-100 hover:bg-stage-800",
                  currentPath === href && "bg-stage-800 text-spotlight-300",
                )}
              >
                <Icon aria-hidden className="size-5 text-spotlight-400" />
                {label}
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
    </section>
  );
}

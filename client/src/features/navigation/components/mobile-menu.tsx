import { Menu } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { NavLinkItem } from "./nav-links";

/** The compact menu shown instead of the link row on small screens. */
export function MobileMenu({
  links,
  currentPath,
  defaultOpen = false,
}: {
  links: NavLinkItem[];
  currentPath: string;
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
        <SheetTitle className="mb-4 font-display text-3xl tracking-wide text-cream-50">Menu</SheetTitle>
        <ul className="grid gap-1">
          {links.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <SheetClose asChild>
                <Link
                  href={href}
                  aria-current={currentPath === href ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-3 py-3 font-medium text-cream-100 hover:bg-stage-800",
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
      </SheetContent>
    </Sheet>
  );
}

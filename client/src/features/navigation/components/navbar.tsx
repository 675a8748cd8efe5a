import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/data/account/auth-provider";
import { cn } from "@/lib/utils";
import { BrandLink } from "@/components/brand-link";
import { MobileMenuSlot } from "./mobile-menu-slot";
import { useNavLinks } from "./nav-links";
import { UserMenuSlot } from "./user-menu-slot";

export function Navbar() {
  const { user, isLoading } = useAuth();
  const links = useNavLinks();
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b border-stage-800 bg-stage-950/90 backdrop-blur">
      <div aria-hidden className="bg-curtain h-1" />
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <BrandLink href={user ? "/dashboard" : "/"} />
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {links.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                aria-current={location === href ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-cream-300 transition-colors hover:bg-stage-800 hover:text-cream-50",
                  location === href && "bg-stage-800 text-spotlight-300",
                )}
              >
                {/* Seven links fit one line: icons from 1280 px. */}
                <Icon aria-hidden className="hidden size-4 xl:block" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Nothing until the session is known: the right buttons then appear once, in place. */}
        {!isLoading && (
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {user ? (
            <>
              <UserMenuSlot user={user} />
              <MobileMenuSlot links={links} currentPath={location} isAdmin={user.isAdmin} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link href="/auth">Login</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/auth">Sign Up</Link>
              </Button>
            </>
          )}
        </div>
        )}
      </nav>
    </header>
  );
}

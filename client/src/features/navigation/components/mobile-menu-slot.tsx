import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { NavLinkItem } from "./nav-links";

/** The sheet (Radix dialog, scroll lock) loads beside the first screen, not in its way. */
const MobileMenu = lazy(async () => ({ default: (await import("./mobile-menu")).MobileMenu }));

/** The menu button at once; a press before the sheet has arrived opens it when it does. */
export function MobileMenuSlot({ links, currentPath }: { links: NavLinkItem[]; currentPath: string }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" aria-haspopup="dialog" onClick={() => setPressedEarly(true)}>
          <Menu className="size-5!" />
        </Button>
      }
    >
      <MobileMenu links={links} currentPath={currentPath} defaultOpen={pressedEarly} />
    </Suspense>
  );
}

import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCodeOnIntent } from "@/lib/use-code-on-intent";
import type { NavLinkItem } from "./nav-links";
import { useFocusHandOff } from "./use-focus-hand-off";

/** The sheet (Radix dialog, scroll lock) loads once someone acts, not in the first screen's way. */
const loadMobileMenu = () => import("./mobile-menu");

/** The menu button at once; a press before the sheet has arrived opens it when it does. */
export function MobileMenuSlot({ links, currentPath, isAdmin }: { links: NavLinkItem[]; currentPath: string; isAdmin: boolean }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const code = useCodeOnIntent(loadMobileMenu, pressedEarly);
  return (
    <span className="contents">
      {code ? (
        <code.MobileMenu links={links} currentPath={currentPath} isAdmin={isAdmin} defaultOpen={pressedEarly} />
      ) : (
        <EarlyMenuButton onPress={() => setPressedEarly(true)} />
      )}
    </span>
  );
}

function EarlyMenuButton({ onPress }: { onPress: () => void }) {
  const ref = useFocusHandOff<HTMLButtonElement>();
  return (
    <Button ref={ref} variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" aria-haspopup="dialog" onClick={onPress}>
      <Menu className="size-5!" />
    </Button>
  );
}

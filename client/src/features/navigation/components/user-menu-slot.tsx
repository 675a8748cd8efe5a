import { useState } from "react";
import type { PublicUser } from "@shared/account/public-user";
import { useCodeOnIntent } from "@/lib/use-code-on-intent";
import { avatarButtonClass } from "./avatar-button";
import { useFocusHandOff } from "./use-focus-hand-off";

/** The menu (Radix dropdown and floating-ui) loads once someone acts, not in the first screen's way. */
const loadUserMenu = () => import("./user-menu");

/**
 * The avatar button at once, the menu behind it from the first sign of a person on the page
 * (a pointer or a Tab gets there before the press). A press before the menu has arrived is
 * remembered, and the menu opens when it does.
 */
export function UserMenuSlot({ user }: { user: PublicUser }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const code = useCodeOnIntent(loadUserMenu, pressedEarly);
  const initial = user.email.charAt(0).toUpperCase() || "?";
  return (
    <span className="contents">
      {code ? (
        <code.UserMenu user={user} defaultOpen={pressedEarly} />
      ) : (
        <EarlyAvatarButton initial={initial} onPress={() => setPressedEarly(true)} />
      )}
    </span>
  );
}

function EarlyAvatarButton({ initial, onPress }: { initial: string; onPress: () => void }) {
  const ref = useFocusHandOff<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Open user menu"
      aria-haspopup="menu"
      className={avatarButtonClass}
      // Like the real trigger, the press counts when the pointer goes down: the menu's code may
      // arrive mid-press, and the real button then takes this one's place before any click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) onPress();
      }}
      onClick={onPress}
    >
      {initial}
    </button>
  );
}

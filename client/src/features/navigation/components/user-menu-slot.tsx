import { lazy, Suspense, useState } from "react";
import type { PublicUser } from "@shared/account/public-user";
import { avatarButtonClass } from "./avatar-button";

/** The menu (Radix dropdown and floating-ui) loads beside the first screen, not in its way. */
const UserMenu = lazy(async () => ({ default: (await import("./user-menu")).UserMenu }));

/**
 * The avatar button at once, the menu behind it a moment later. A press before the menu has
 * arrived is remembered, and the menu opens when it does.
 */
export function UserMenuSlot({ user }: { user: PublicUser }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const initial = user.email.charAt(0).toUpperCase() || "?";
  return (
    <Suspense
      fallback={
        <button type="button" aria-label="Open user menu" aria-haspopup="menu" className={avatarButtonClass} onClick={() => setPressedEarly(true)}>
          {initial}
        </button>
      }
    >
      <UserMenu user={user} defaultOpen={pressedEarly} />
    </Suspense>
  );
}

import { LogOut } from "lucide-react";
import type { PublicUser } from "@shared/account/public-user";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/data/account/auth-provider";
import { avatarButtonClass } from "./avatar-button";
import { MenuLink } from "./menu-link";
import { ACCOUNT_LINKS, ADMIN_LINKS } from "./nav-links";
import { OtherFeaturesMenu } from "./other-features-menu";

export function UserMenu({ user, defaultOpen = false }: { user: PublicUser; defaultOpen?: boolean }) {
  const { logoutMutation } = useAuth();
  const initial = user.email.charAt(0).toUpperCase() || "?";

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="Open user menu" className={avatarButtonClass}>
        {initial}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-64 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold text-cream-50">{user.email}</p>
          <p className="text-xs text-spotlight-300">{user.isAdmin ? "Administrator" : "Member"}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
          <MenuLink key={href} href={href} icon={<Icon />} label={label} />
        ))}
        {user.isAdmin && (
          <>
            <DropdownMenuSeparator />
            {ADMIN_LINKS.map(({ href, label, icon: Icon }) => (
              <MenuLink key={href} href={href} icon={<Icon />} label={label} />
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <OtherFeaturesMenu />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
          <LogOut />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { ReactNode } from "react";
import { Link } from "wouter";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

interface MenuLinkProps {
  href: string;
  icon: ReactNode;
  label: string;
  onSelect?: () => void;
}

/** A dropdown item that is a real link, so it also opens in a new tab. */
export function MenuLink({ href, icon, label, onSelect }: MenuLinkProps) {
  return (
    <DropdownMenuItem asChild onSelect={onSelect}>
      <Link href={href}>
        {icon}
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

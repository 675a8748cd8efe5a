import { ComingSoon } from "@/components/coming-soon";

export function AdminUsersPage() {
  return (
    <ComingSoon
      title="User Management"
      description="Promoting admins and reviewing every member's stats is coming soon."
    />
  );
}

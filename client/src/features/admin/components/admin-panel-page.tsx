import { ComingSoon } from "@/components/coming-soon";

export function AdminPanelPage() {
  return (
    <ComingSoon
      title="Admin Panel"
      description="Error monitoring, site settings, testing tools and videos are coming soon."
    />
  );
}

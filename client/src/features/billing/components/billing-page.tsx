import { ComingSoon } from "@/components/coming-soon";

export function BillingPage() {
  return (
    <ComingSoon
      title="Billing"
      description="Your plan, upgrades and coupons will be managed here soon."
    />
  );
}

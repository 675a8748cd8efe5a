import { CalendarClock, Crown } from "lucide-react";
import type { BillingInfo } from "@shared/billing/billing-dto";
import { formatPrice, planFor } from "@shared/billing/plans";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

/** The comedian's plan now, and the one date that matters on it. */
export function CurrentPlanCard({ billing }: { billing: BillingInfo }) {
  const plan = planFor(billing.tier);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden className="size-5 text-spotlight-400" /> Current plan: {plan.name}
        </CardTitle>
        <CardDescription>
          {formatPrice(plan.priceCents)}
          {plan.priceCents > 0 ? " per month" : ""}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-start gap-2 text-cream-200">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-cream-400" />
          <span>{datesLine(billing)}</span>
        </p>
      </CardContent>
    </Card>
  );
}

function datesLine(billing: BillingInfo): string {
  if (billing.tier === "free") {
    return billing.dataExpirationDate
      ? `Free-tier data expires after 30 days. Your earliest writing expires on ${formatDate(billing.dataExpirationDate)}. Upgrade to keep it for good.`
      : "Free-tier data expires after 30 days. Upgrade to keep your writing for good.";
  }
  if (!billing.nextBillingDate) return "Your writing is kept for good.";
  const date = formatDate(billing.nextBillingDate);
  if (billing.renews) return `Next billing date: ${date}.`;
  return billing.cancelAtPeriodEnd
    ? `Cancelled: your plan ends on ${date}, then you return to Free.`
    : `Your plan runs until ${date}, then you return to Free unless you upgrade again.`;
}

import { Check, Minus } from "lucide-react";
import { plansRowsForSms, SMS_CAPTURE_ROW_OFF } from "@shared/sms/sms-offer";
import { formatPrice, type Plan } from "@shared/billing/plans";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSmsOffered } from "@/data/sms/offered";
import { cn } from "@/lib/utils";
import type { ReactNode } from "react";

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  action?: ReactNode;
}

/** One plan: its price, what it holds, and (for a plan above the current one) an upgrade button. */
export function PlanCard({ plan, current, action }: PlanCardProps) {
  const titleId = `plan-${plan.tier}-title`;
  const smsOffered = useSmsOffered();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn("flex flex-col", plan.mostPopular && "border-spotlight-500/70 shadow-[0_0_40px_-18px_rgb(245_165_36/0.7)]")}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          {plan.mostPopular && <Badge>Most Popular</Badge>}
          {current && <Badge variant="muted">Current plan</Badge>}
        </div>
        <CardDescription>
          <span className="font-display text-4xl text-cream-50">{formatPrice(plan.priceCents)}</span>
          {plan.priceCents > 0 && <span> per month</span>}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="grid gap-2 text-sm text-cream-200">
          {plansRowsForSms(plan.features, smsOffered).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              {feature === SMS_CAPTURE_ROW_OFF ? (
                <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-cream-400" />
              ) : (
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-spotlight-400" />
              )}
              {feature}
            </li>
          ))}
        </ul>
        {action && <div className="mt-auto">{action}</div>}
      </CardContent>
    </Card>
  );
}

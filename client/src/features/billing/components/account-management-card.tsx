import { UserCog } from "lucide-react";
import type { BillingInfo } from "@shared/billing/billing-dto";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCancelSubscription } from "../api/cancel-subscription";

export const CANCEL_CONFIRM =
  "Cancel your subscription? You keep your plan until the end of the time already paid for, then return to Free.";

/** Cancel a paid plan (at the end of its period). */
export function AccountManagementCard({ billing }: { billing: BillingInfo }) {
  const cancel = useCancelSubscription();
  const paid = billing.tier !== "free";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog aria-hidden className="size-5 text-spotlight-400" /> Account management
        </CardTitle>
        <CardDescription>
          {paid
            ? billing.cancelAtPeriodEnd
              ? "Your subscription is cancelled and will not renew."
              : "Cancel any time: you keep your plan until the end of the period."
            : "You are on the Free plan. There is no subscription to manage."}
        </CardDescription>
      </CardHeader>
      {paid && !billing.cancelAtPeriodEnd && (
        <CardContent>
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => {
              if (window.confirm(CANCEL_CONFIRM)) cancel.mutate();
            }}
          >
            {cancel.isPending ? "Cancelling…" : "Cancel subscription"}
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

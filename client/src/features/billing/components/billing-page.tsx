import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { paidPlans, plans, type PaidPlan } from "@shared/billing/plans";
import { subscriptionTiers } from "@shared/account/subscription-tiers";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { BILLING_KEY, useBilling } from "@/data/billing/queries";
import { AccountManagementCard } from "./account-management-card";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanCard } from "./plan-card";
import { UpgradeDialog } from "./upgrade-dialog";

const rank = (tier: string) => subscriptionTiers.indexOf(tier as (typeof subscriptionTiers)[number]);
const isPaidPlan = (tier: string): tier is PaidPlan => (paidPlans as readonly string[]).includes(tier);

/** /billing: current plan, upgrade cards, account management and the upgrade modal. */
export function BillingPage() {
  const billing = useBilling();
  const [upgrading, setUpgrading] = useState<PaidPlan | null>(null);
  useCheckoutReturn();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader title="My Subscription" description="Your plan, upgrades and coupons." />
      {billing.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-72" />
        </div>
      ) : billing.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-neon-300">
          Your plan could not be loaded: {billing.error.message}
          <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-8">
          <CurrentPlanCard billing={billing.data} />
          <section aria-labelledby="plans-heading" className="grid gap-4">
            <h2 id="plans-heading" className="font-display text-3xl tracking-wide text-cream-50">
              Plans
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {plans.map((plan) => {
                const current = plan.tier === billing.data.tier;
                const upgrade = isPaidPlan(plan.tier) && rank(plan.tier) > rank(billing.data.tier) ? plan.tier : null;
                return (
                  <PlanCard
                    key={plan.tier}
                    plan={plan}
                    current={current}
                    action={
                      upgrade && (
                        <Button
                          className="w-full"
                          variant={plan.mostPopular ? "default" : "outline"}
                          onClick={() => setUpgrading(upgrade)}
                        >
                          Upgrade to {plan.name}
                        </Button>
                      )
                    }
                  />
                );
              })}
            </div>
          </section>
          <AccountManagementCard billing={billing.data} />
          <UpgradeDialog plan={upgrading} paymentsConfigured={billing.data.paymentsConfigured} onClose={() => setUpgrading(null)} />
        </div>
      )}
    </div>
  );
}

/** Back from Stripe Checkout: say how it went, and read the plan again (the webhook may have landed). */
function useCheckoutReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const outcome = new URLSearchParams(window.location.search).get("checkout");
    if (outcome !== "success" && outcome !== "cancelled") return;
    window.history.replaceState(null, "", window.location.pathname);
    if (outcome === "success") {
      toast({ title: "Payment received", description: "Thank you! Your plan changes as soon as Stripe confirms the payment." });
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    } else {
      toast({ title: "Checkout cancelled", description: "Nothing was charged and your plan is unchanged." });
    }
  }, [queryClient]);
}

import { Check, Minus } from "lucide-react";
import { plansRowsForSms, SMS_CAPTURE_ROW_OFF } from "@shared/sms/sms-offer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSmsOffered } from "@/data/sms/offered";
import { cn } from "@/lib/utils";

const PLANS = [
  {
    name: "Free",
    price: "$0",
    period: "",
    cta: "Start Free",
    items: ["All core features", "SMS joke capture", "Data expires after 30 days", "Community support"],
  },
  {
    name: "Basic",
    price: "$1.99",
    period: "per month",
    cta: "Choose Basic",
    items: ["All core features", "SMS joke capture", "Permanent data storage", "Priority support"],
  },
  {
    name: "Premium",
    price: "$9.99",
    period: "per month",
    cta: "Choose Premium",
    popular: true,
    items: ["Everything in Basic", "SMS joke capture", "Writing Assistant", "Punchline suggestions", "Enhanced idea tools"],
  },
];

export function PricingSection({ onChoosePlan }: { onChoosePlan: () => void }) {
  const smsOffered = useSmsOffered();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
      <h2 id="pricing-title" className="text-center font-display text-4xl tracking-wide text-cream-50 sm:text-5xl">
        Pick your spot on the lineup
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-cream-300">Start free. Upgrade when the material demands it.</p>
      <ul className="mt-10 grid items-stretch gap-5 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.name}>
            <Card
              className={cn(
                "relative flex h-full flex-col p-6",
                plan.popular && "border-spotlight-500 shadow-[0_0_50px_-18px_rgb(245_165_36/0.7)]",
              )}
            >
              {plan.popular && (
                <Badge variant="neon" className="absolute -top-3 left-1/2 -translate-x-1/2">
                  Most Popular
                </Badge>
              )}
              <h3 className="font-display text-3xl tracking-wide text-cream-50">{plan.name}</h3>
              <p className="mt-2 flex items-baseline gap-1.5">
                <span className="font-display text-5xl text-spotlight-400">{plan.price}</span>
                {plan.period && <span className="text-sm text-cream-400">{plan.period}</span>}
              </p>
              <ul className="mt-5 grid flex-1 content-start gap-2.5">
                {plansRowsForSms(plan.items, smsOffered).map((item) => (
                  <li key={item} className="flex items-start gap-2 text-sm text-cream-100">
                    {item === SMS_CAPTURE_ROW_OFF ? (
                      <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-cream-400" />
                    ) : (
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-spotlight-400" />
                    )}
                    {item}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6 w-full"
                variant={plan.popular ? "default" : "outline"}
                size="lg"
                onClick={onChoosePlan}
              >
                {plan.cta}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

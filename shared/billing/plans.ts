import type { SubscriptionTier } from "../account/subscription-tiers";

export const paidPlans = ["basic", "premium"] as const;
export type PaidPlan = (typeof paidPlans)[number];

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  /** Monthly price in cents. */
  priceCents: number;
  features: string[];
  mostPopular?: boolean;
}

/** The plans as marketed (spec section 1), cheapest first. */
export const plans: readonly Plan[] = [
  {
    tier: "free",
    name: "Free",
    priceCents: 0,
    features: ["All core features", "SMS joke capture", "Data expires after 30 days", "Community support"],
  },
  {
    tier: "basic",
    name: "Basic",
    priceCents: 199,
    features: ["All core features", "SMS joke capture", "Permanent data storage", "Priority support"],
  },
  {
    tier: "premium",
    name: "Premium",
    priceCents: 999,
    mostPopular: true,
    features: [
      "Everything in Basic",
      "SMS joke capture",
      "Writing Assistant",
      "Punchline suggestions",
      "Enhanced idea tools",
    ],
  },
];

export function planFor(tier: SubscriptionTier): Plan {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`no plan for ${tier}`);
  return plan;
}

/** Free-tier writing is kept this long after it is written (or after a return to free). */
export const FREE_DATA_DAYS = 30;

/** Reminder mails go this many days before a comedian's first data expires. */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;

/** The countdown banner shows in the last days before data expires. */
export const EXPIRY_BANNER_DAYS = 7;

/** "$0", "$1.99", "$9.99", "$1.00". */
export function formatPrice(cents: number): string {
  return cents === 0 ? "$0" : `$${(cents / 100).toFixed(2)}`;
}

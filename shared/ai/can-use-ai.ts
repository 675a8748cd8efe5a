import type { SubscriptionTier } from "../account/subscription-tiers";

/** The AI Writing Assistant is a Premium feature the comedian can also switch off in My Elements. */
export function canUseAI(tier: SubscriptionTier, aiFeaturesEnabled: boolean | null | undefined): boolean {
  return tier === "premium" && aiFeaturesEnabled !== false;
}

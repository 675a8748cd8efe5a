export const subscriptionTiers = ["free", "basic", "premium"] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

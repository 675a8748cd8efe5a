import type { SubscriptionTier } from "../shared/account/subscription-tiers";
import { expect } from "./fixtures";
import { e2ePorts } from "./ports";

/** Makes the account Premium (or another tier) in the e2e database; reload the page afterwards. */
export async function setSubscriptionTier(email: string, tier: SubscriptionTier): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/tier`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, tier }),
  });
  expect(res.status, await res.text()).toBe(200);
}

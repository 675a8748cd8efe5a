/**
 * Changes to a comedian's plan, for billing (payments, coupons), the free-tier job and the
 * admin panel: the account feature owns the users table, so every write to it is made here.
 */
export {
  applySubscription,
  endSubscription,
  grantPaidMonths,
  recordSubscriptionEnd,
  returnExpiredPaidToFree,
  setCancelAtPeriodEnd,
  setStripeCustomer,
  type PaidSubscription,
} from "./plans.repository";
export { updateSubscriptionTier } from "./roles.repository";

import type { billingApi } from "@shared/api/billing";
import { endpoint } from "../http/endpoint";

type Routes = typeof billingApi.routes;

/** The comedian's plan: read by the billing page and by the free-tier countdown banner. */
export const getBilling = endpoint<Routes["get"]>("GET", "/api/billing");
/** Starts a paid plan: the payment page's address, or the plan at once when a coupon makes it free. */
export const checkout = endpoint<Routes["checkout"]>("POST", "/api/billing/checkout");
export const cancelSubscription = endpoint<Routes["cancel"]>("POST", "/api/cancel-subscription");

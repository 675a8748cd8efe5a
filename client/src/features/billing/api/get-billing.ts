export { BILLING_KEY, billingQueryOptions, useBilling } from "@/lib/billing-query";

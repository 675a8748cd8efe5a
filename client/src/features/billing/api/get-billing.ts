export { BILLING_KEY, billingQueryOptions, getBilling, useBilling } from "@/lib/billing-query";

export const discountTypes = ["percentage", "fixed", "free_month"] as const;
export type DiscountType = (typeof discountTypes)[number];

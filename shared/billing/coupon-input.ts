import { z } from "zod";
import { idParams } from "../validation/id";
import { optionalUserText, userText } from "../validation/user-text";
import { discountTypes } from "./discount-types";
import { paidPlans } from "./plans";

export const COUPON_CODE_MAX = 40;
export const COUPON_DESCRIPTION_MAX = 200;
/** The most a fixed coupon may take off, in cents. */
export const FIXED_DISCOUNT_MAX = 100_000;
export const COUPON_USES_MAX = 1_000_000;
export const COUPON_CODE_REQUIRED = "Please enter a coupon code";

/** A coupon code as typed: cleaned, trimmed, upper-cased, non-empty. */
export const couponCode = () =>
  z
    .preprocess((v) => v ?? "", userText({ label: "Coupon code", max: COUPON_CODE_MAX, required: false }))
    .pipe(z.string().min(1, COUPON_CODE_REQUIRED))
    .transform((v) => v.toUpperCase());

/** POST /api/validate-coupon */
export const validateCouponSchema = z.object({ code: couponCode() });
export type ValidateCouponInput = z.infer<typeof validateCouponSchema>;

/** POST /api/billing/checkout: a blank coupon code means none. */
export const checkoutSchema = z.object({
  plan: z.enum(paidPlans, { error: `plan must be one of ${paidPlans.join(", ")}` }),
  couponCode: z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), couponCode().optional())
    .optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** An instant as an ISO 8601 string (with an offset), or null for "no limit". */
const optionalInstant = (label: string) =>
  z
    .iso.datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((v) => new Date(v))
    .nullable()
    .optional();

const maxUses = z
  .number({ error: "Max uses must be a number" })
  .int("Max uses must be a whole number")
  .min(1, "Max uses must be at least 1")
  .max(COUPON_USES_MAX, `Max uses must be at most ${COUPON_USES_MAX.toLocaleString("en-US")}`)
  .nullable()
  .optional();

const datesInOrder = (v: { validFrom?: Date | null; validUntil?: Date | null }) =>
  !v.validFrom || !v.validUntil || v.validFrom < v.validUntil;
const DATES_OUT_OF_ORDER = "Valid until must be after valid from";

/** POST /api/admin/coupons */
export const createCouponSchema = z
  .object({
    code: couponCode().pipe(z.string().regex(/^[A-Z0-9_-]+$/, "Coupon code may hold only letters, digits, - and _")),
    description: optionalUserText({ label: "Description", max: COUPON_DESCRIPTION_MAX }).optional(),
    discountType: z.enum(discountTypes, { error: `discountType must be one of ${discountTypes.join(", ")}` }),
    discountValue: z
      .number({ error: "Discount value must be a number" })
      .int("Discount value must be a whole number")
      .nullable()
      .optional(),
    maxUses,
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    validFrom: optionalInstant("Valid from"),
    validUntil: optionalInstant("Valid until"),
  })
  .superRefine((v, ctx) => {
    const value = v.discountValue ?? null;
    if (v.discountType === "percentage" && (value === null || value < 1 || value > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A percentage discount must be from 1 to 100" });
    }
    if (v.discountType === "fixed" && (value === null || value < 1 || value > FIXED_DISCOUNT_MAX)) {
      ctx.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: `A fixed discount must be from 1 to ${FIXED_DISCOUNT_MAX.toLocaleString("en-US")} cents`,
      });
    }
    if (!datesInOrder(v)) ctx.addIssue({ code: "custom", path: ["validUntil"], message: DATES_OUT_OF_ORDER });
  })
  .transform((v) => ({ ...v, discountValue: v.discountType === "free_month" ? null : (v.discountValue ?? null) }));
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

/** PATCH /api/admin/coupons/:id: switch on or off, change the limit, the dates or the description. */
export const updateCouponSchema = z
  .object({
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    maxUses,
    validFrom: optionalInstant("Valid from"),
    validUntil: optionalInstant("Valid until"),
    description: optionalUserText({ label: "Description", max: COUPON_DESCRIPTION_MAX }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one of isActive, maxUses, validFrom, validUntil, description")
  .refine(datesInOrder, { message: DATES_OUT_OF_ORDER, path: ["validUntil"] });
export type UpdateCouponInput = z.infer<typeof updateCouponSchema>;

export const couponIdParams = idParams("The coupon id");

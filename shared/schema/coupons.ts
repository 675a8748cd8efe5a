import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { users } from "./users";

import { discountTypes } from "../billing/discount-types";

export { discountTypes, type DiscountType } from "../billing/discount-types";

export const couponCodes = pgTable(
  "coupon_codes",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    description: text(),
    discountType: text({ enum: discountTypes }).notNull(),
    /** percentage: percent off; fixed: cents off; free_month: unused. */
    discountValue: integer(),
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupon_codes_code_unique").on(t.code),
    check("coupon_codes_discount_type_check", oneOf(t.discountType, discountTypes)),
  ],
);

export const couponUsages = pgTable(
  "coupon_usages",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => couponCodes.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Once per comedian: the unique pair also serves look-ups by coupon.
  (t) => [uniqueIndex("coupon_usages_coupon_id_user_id_unique").on(t.couponId, t.userId), index("coupon_usages_user_id_idx").on(t.userId)],
);

export type CouponCode = typeof couponCodes.$inferSelect;

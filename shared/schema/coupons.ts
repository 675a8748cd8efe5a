import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const discountTypes = ["percentage", "fixed", "free_month"] as const;
export type DiscountType = (typeof discountTypes)[number];

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
  (t) => [uniqueIndex("coupon_codes_code_unique").on(t.code)],
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
  (t) => [index("coupon_usages_coupon_id_idx").on(t.couponId), index("coupon_usages_user_id_idx").on(t.userId)],
);

export type CouponCode = typeof couponCodes.$inferSelect;

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

import { subscriptionTiers } from "../account/subscription-tiers";

export { subscriptionTiers, type SubscriptionTier } from "../account/subscription-tiers";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    password: text().notNull(),
    isEmailVerified: boolean().notNull().default(false),
    /** sha256 of the emailed token. */
    emailVerificationToken: text(),
    emailVerificationExpires: timestamp({ withTimezone: true }),
    /** sha256 of the emailed token. */
    passwordResetToken: text(),
    passwordResetExpires: timestamp({ withTimezone: true }),
    subscriptionTier: text({ enum: subscriptionTiers }).notNull().default("free"),
    subscriptionExpiresAt: timestamp({ withTimezone: true }),
    /** A paid plan set to end at subscriptionExpiresAt rather than renew. */
    subscriptionCancelAtPeriodEnd: boolean().notNull().default(false),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    isAdmin: boolean().notNull().default(false),
    errorNotificationsEnabled: boolean().notNull().default(false),
    phoneNumber: text(),
    isPhoneVerified: boolean().notNull().default(false),
    /** The number waiting for its code; it becomes phoneNumber once confirmed. */
    pendingPhoneNumber: text(),
    /** sha256 of the texted code. */
    phoneVerificationCode: text(),
    phoneVerificationExpires: timestamp({ withTimezone: true }),
    phoneVerificationSentAt: timestamp({ withTimezone: true }),
    phoneVerificationAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // A verified number routes texted jokes, so it belongs to one account at a time.
    uniqueIndex("users_verified_phone_unique").on(t.phoneNumber).where(sql`${t.isPhoneVerified}`),
    index("users_email_verification_token_idx").on(t.emailVerificationToken),
    index("users_password_reset_token_idx").on(t.passwordResetToken),
    uniqueIndex("users_stripe_customer_id_unique").on(t.stripeCustomerId),
    index("users_subscription_expires_at_idx").on(t.subscriptionExpiresAt).where(sql`${t.subscriptionTier} <> 'free'`),
    check("users_subscription_tier_check", oneOf(t.subscriptionTier, subscriptionTiers)),
  ],
);

export type User = typeof users.$inferSelect;

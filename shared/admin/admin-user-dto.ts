import { z } from "zod";
import { subscriptionTiers } from "../account/subscription-tiers";
import { productivityLabels } from "./productivity";

/** One row of GET /api/admin/users: the account (no secret field) and its writing stats. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  subscriptionTier: z.enum(subscriptionTiers),
  errorNotificationsEnabled: z.boolean(),
  phoneNumber: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  daysSinceJoining: z.number().int(),
  hasProfile: z.boolean(),
  profileKeywords: z.array(z.string()),
  /** A verified phone: the comedian can text jokes in. */
  smsOptIn: z.boolean(),
  totalJokes: z.number().int(),
  developmentCount: z.number().int(),
  productionCount: z.number().int(),
  breakdown: z.object({
    ideas: z.number().int(),
    onHold: z.number().int(),
    workingOn: z.number().int(),
    main: z.number().int(),
    openMic: z.number().int(),
    myStool: z.number().int(),
  }),
  productivity: z.enum(productivityLabels),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A page of the users list, newest accounts first. */
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** POST /api/admin/promote-user: also when the account was an administrator already. */
export const promoteUserResultSchema = z.object({ message: z.string(), userId: z.number().int() });
export type PromoteUserResult = z.infer<typeof promoteUserResultSchema>;

/** POST /api/admin/users/:id/demote: what happened, in words for the toast. */
export const demoteUserResultSchema = z.object({ message: z.string() });
export type DemoteUserResult = z.infer<typeof demoteUserResultSchema>;

/** PUT /api/admin/users/:id/plan: the account as it now is. */
export const userPlanResultSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscriptionTier: z.enum(subscriptionTiers),
  message: z.string(),
});
export type UserPlanResult = z.infer<typeof userPlanResultSchema>;

/** GET /api/admin/error-notifications: the signed-in admin's choice and how alerts would go out. */
export const errorNotificationSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Admins who get alerts. */
  recipients: z.number().int(),
  /** "smtp", or "outbox" when mail stays on the server (SMTP_URL unset). */
  mailer: z.enum(["smtp", "outbox"]),
});
export type ErrorNotificationSettings = z.infer<typeof errorNotificationSettingsSchema>;

/** PUT /api/admin/error-notifications/:userId */
export const errorNotificationsResultSchema = z.object({ userId: z.number().int(), enabled: z.boolean() });
export type ErrorNotificationsResult = z.infer<typeof errorNotificationsResultSchema>;

import { z } from "zod";
import { subscriptionTiers } from "./subscription-tiers";

/**
 * The user as the API returns it: never the password hash, tokens or codes. Apart from
 * public-user.ts, whose helpers the first page load imports: this file brings zod with it.
 */
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    subscriptionTier: z.enum(subscriptionTiers),
    subscriptionExpiresAt: z.iso.datetime().nullable(),
    isAdmin: z.boolean(),
    errorNotificationsEnabled: z.boolean(),
    phoneNumber: z.string().nullable(),
    isPhoneVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "User" });

export type PublicUser = z.infer<typeof publicUserSchema>;

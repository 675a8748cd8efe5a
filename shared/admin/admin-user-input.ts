import { z } from "zod";
import { subscriptionTiers } from "../account/subscription-tiers";
import { pathId } from "../validation/id";
import { userText } from "../validation/user-text";

export const EMAIL_REQUIRED = "Email Required - Please enter an email address";

/** POST /api/admin/promote-user: matched without regard to case. */
export const promoteUserSchema = z.object({
  email: z
    .preprocess((v) => v ?? "", userText({ label: "Email", max: 254, required: false }))
    .pipe(z.string().min(1, EMAIL_REQUIRED))
    .transform((v) => v.toLowerCase()),
});
export type PromoteUserInput = z.infer<typeof promoteUserSchema>;

/** PUT /api/admin/users/:id/plan: set by hand, for support. */
export const setPlanSchema = z.object({
  subscriptionTier: z.enum(subscriptionTiers, { error: `subscriptionTier must be one of ${subscriptionTiers.join(", ")}` }),
});
export type SetPlanInput = z.infer<typeof setPlanSchema>;

/** PUT /api/admin/error-notifications/:userId */
export const errorNotificationsSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type ErrorNotificationsInput = z.infer<typeof errorNotificationsSchema>;

export const userIdParams = z.object({ userId: pathId("User id") });
export const adminUserIdParams = z.object({ id: pathId("User id") });

/** GET /api/admin/users?after=<id>&limit=<n>&q=<email part> */
export const adminUsersQuerySchema = z.object({
  after: pathId("after").optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "limit must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(500))
    .optional(),
  q: userText({ label: "Search", max: 254, required: false }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

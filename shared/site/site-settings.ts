import { z } from "zod";
import { userText } from "../validation/user-text";

/** The settings the client reads, as booleans (GET /api/site-settings). */
export const publicSiteSettingsSchema = z.object({ joke_machine_enabled: z.boolean(), simile_generator_enabled: z.boolean() });
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** PUT /api/admin/site-settings: one or both toggles. */
export const updateSiteSettingsSchema = z
  .object({ jokeDeviceEnabled: z.boolean().optional(), simileGeneratorEnabled: z.boolean().optional() })
  .refine((v) => v.jokeDeviceEnabled !== undefined || v.simileGeneratorEnabled !== undefined, {
    message: "Send jokeDeviceEnabled or simileGeneratorEnabled (true or false)",
  });

export const trackBetaFeatureSchema = z.object({
  featureName: userText({ label: "featureName", max: 100 }),
});
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;

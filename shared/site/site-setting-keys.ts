/** The site settings the client reads. */
export const siteSettingKeys = ["joke_machine_enabled", "simile_generator_enabled"] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];

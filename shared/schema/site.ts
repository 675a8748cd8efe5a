import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const severities = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof severities)[number];

export const errorLogs = pgTable(
  "error_logs",
  {
    id: serial().primaryKey(),
    message: text().notNull(),
    stack: text(),
    severity: text({ enum: severities }).notNull(),
    /** JSON text. */
    context: text(),
    createdAt: createdAt(),
  },
  (t) => [index("error_logs_created_at_idx").on(t.createdAt)],
);

export const siteSettingKeys = ["joke_machine_enabled", "simile_generator_enabled"] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];

export const siteSettings = pgTable(
  "site_settings",
  {
    id: serial().primaryKey(),
    settingKey: text().notNull(),
    settingValue: text(),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_settings_setting_key_unique").on(t.settingKey)],
);

export const betaFeatureUsage = pgTable(
  "beta_feature_usage",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    featureName: text().notNull(),
    clickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index("beta_feature_usage_user_id_idx").on(t.userId)],
);

export type ErrorLog = typeof errorLogs.$inferSelect;
export type SiteSetting = typeof siteSettings.$inferSelect;

import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

import { severities } from "../error-logs/severities";

export { severities, type Severity } from "../error-logs/severities";
export { siteSettingKeys, type SiteSettingKey } from "../site/site-setting-keys";

export const errorLogs = pgTable(
  "error_logs",
  {
    id: serial().primaryKey(),
    message: text().notNull(),
    stack: text(),
    severity: text({ enum: severities }).notNull(),
    context: jsonb().$type<Record<string, unknown>>(),
    /** The same error, however often it happens: groups repeats and throttles alert mail. */
    fingerprint: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("error_logs_created_at_idx").on(t.createdAt),
    index("error_logs_fingerprint_idx").on(t.fingerprint, t.createdAt),
    check("error_logs_severity_check", oneOf(t.severity, severities)),
  ],
);


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

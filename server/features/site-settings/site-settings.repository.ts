import { inArray, sql } from "drizzle-orm";
import { siteSettings } from "@shared/schema/index";
import { siteSettingKeys, type SiteSettingKey } from "@shared/site/site-setting-keys";
import type { PublicSiteSettings } from "@shared/site/site-settings";
import type { Db, DbExecutor } from "../../db/client";

export async function readPublicSettings(db: Db): Promise<PublicSiteSettings> {
  const rows = await db
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [...siteSettingKeys]));
  const on = (key: SiteSettingKey) => rows.find((r) => r.key === key)?.value !== "false";
  return { joke_machine_enabled: on("joke_machine_enabled"), simile_generator_enabled: on("simile_generator_enabled") };
}

export async function writeSetting(db: DbExecutor, key: SiteSettingKey, enabled: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: String(enabled) })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: String(enabled), updatedAt: sql`now()` } });
}

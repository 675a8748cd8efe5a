import type { PublicSiteSettings, UpdateSiteSettingsInput } from "@shared/site/site-settings";
import type { Db } from "../../db/client";
import { readPublicSettings, writeSetting } from "./site-settings.repository";

/** The feature toggles every visitor's client reads (and other features check). */
export const publicSiteSettings = (db: Db): Promise<PublicSiteSettings> => readPublicSettings(db);

/** Applies the admin's toggles together, then answers the settings as they now are. */
export async function updateSiteSettings(db: Db, input: UpdateSiteSettingsInput): Promise<PublicSiteSettings> {
  await db.transaction(async (tx) => {
    if (input.jokeDeviceEnabled !== undefined) await writeSetting(tx, "joke_machine_enabled", input.jokeDeviceEnabled);
    if (input.simileGeneratorEnabled !== undefined) {
      await writeSetting(tx, "simile_generator_enabled", input.simileGeneratorEnabled);
    }
  });
  return readPublicSettings(db);
}

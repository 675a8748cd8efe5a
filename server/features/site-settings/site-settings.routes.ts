import { Router } from "express";
import { updateSiteSettingsSchema } from "@shared/site/site-settings";
import { requireAdmin } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { readPublicSettings, writeSetting } from "./site-settings.repository";

export function siteSettingsRoutes(db: Db): Router {
  const router = Router();

  router.get("/site-settings", async (_req, res) => {
    res.json(await readPublicSettings(db));
  });

  router.put("/admin/site-settings", requireAdmin, async (req, res) => {
    const input = parseInput(updateSiteSettingsSchema, req.body);
    if (input.jokeDeviceEnabled !== undefined) await writeSetting(db, "joke_machine_enabled", input.jokeDeviceEnabled);
    if (input.simileGeneratorEnabled !== undefined) {
      await writeSetting(db, "simile_generator_enabled", input.simileGeneratorEnabled);
    }
    res.json(await readPublicSettings(db));
  });

  return router;
}

import { Router } from "express";
import { updateSiteSettingsSchema } from "@shared/site/site-settings";
import { requireAdmin } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { publicSiteSettings, updateSiteSettings } from "./site-settings.service";

export function siteSettingsRoutes(db: Db): Router {
  const router = Router();

  router.get("/site-settings", async (_req, res) => {
    res.json(await publicSiteSettings(db));
  });

  router.put("/admin/site-settings", requireAdmin, async (req, res) => {
    res.json(await updateSiteSettings(db, parseInput(updateSiteSettingsSchema, req.body)));
  });

  return router;
}

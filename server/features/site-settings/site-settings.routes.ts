import { Router } from "express";
import { siteSettingsApi } from "@shared/api/site-settings";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { publicSiteSettings, updateSiteSettings } from "./site-settings.service";

export function siteSettingsRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = siteSettingsApi.routes;

  on(api.get, () => publicSiteSettings(db));
  on(api.update, ({ body }) => updateSiteSettings(db, body));

  return router;
}

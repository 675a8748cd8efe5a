import type { siteSettingsApi } from "@shared/api/site-settings";
import { endpoint } from "../http/endpoint";

type Routes = typeof siteSettingsApi.routes;

/** Which switchable features are on (read by every visitor's navigation). */
export const getSiteSettings = endpoint<Routes["get"]>("GET", "/api/site-settings");
export const updateSiteSettings = endpoint<Routes["update"]>("PUT", "/api/admin/site-settings");

import { publicSiteSettingsSchema, updateSiteSettingsSchema } from "../site/site-settings";
import { defineRoute, defineRouteGroup } from "./route";

export const siteSettingsApi = defineRouteGroup({
  tag: "Site settings",
  description: "The feature switches every visitor's pages read, and the admin's toggles of them.",
  routes: {
    get: defineRoute({
      method: "GET",
      path: "/api/site-settings",
      summary: "Which switchable features are on",
      access: "public",
      responses: { 200: publicSiteSettingsSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/admin/site-settings",
      summary: "Turn the joke machine or the simile generator on or off, for everyone",
      access: "admin",
      body: updateSiteSettingsSchema,
      responses: { 200: publicSiteSettingsSchema },
    }),
  },
});

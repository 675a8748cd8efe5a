import { z } from "zod";
import { comedyShowImportResultSchema, comedyShowSchema } from "../comedy-shows/comedy-show-dto";
import { comedyShowIdSchema, comedyShowImportSchema, comedyShowInputSchema, comedyShowQuerySchema } from "../comedy-shows/comedy-show-input";
import { defineRoute, defineRouteGroup } from "./route";

export const comedyShowsApi = defineRouteGroup({
  tag: "Comedy shows",
  description: "Show discovery: the public listing by location, and the admin panel's Shows tab.",
  routes: {
    upcoming: defineRoute({
      method: "GET",
      path: "/api/comedy-shows",
      summary: "Upcoming shows at a location, soonest first",
      access: "public",
      query: comedyShowQuerySchema,
      responses: { 200: z.array(comedyShowSchema) },
    }),
    list: defineRoute({
      method: "GET",
      path: "/api/admin/comedy-shows",
      summary: "Every show, past ones included, the latest date first",
      access: "admin",
      responses: { 200: z.array(comedyShowSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/admin/comedy-shows",
      summary: "Add a show",
      access: "admin",
      body: comedyShowInputSchema,
      responses: { 201: comedyShowSchema },
    }),
    import: defineRoute({
      method: "POST",
      path: "/api/admin/comedy-shows/import",
      summary: "Import a club's listings from an .ics file's text or a feed's address (matched on each event's UID)",
      access: "admin",
      body: comedyShowImportSchema,
      responses: { 200: comedyShowImportResultSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/admin/comedy-shows/:id",
      summary: "Replace a show in full",
      access: "admin",
      params: comedyShowIdSchema,
      body: comedyShowInputSchema,
      responses: { 200: comedyShowSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/admin/comedy-shows/:id",
      summary: "Delete a show",
      access: "admin",
      params: comedyShowIdSchema,
      responses: { 204: null },
    }),
  },
});

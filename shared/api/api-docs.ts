import { z } from "zod";
import { defineRoute, defineRouteGroup } from "./route";

export const apiDocsApi = defineRouteGroup({
  tag: "API document",
  description: "This API's own description.",
  routes: {
    openApi: defineRoute({
      method: "GET",
      path: "/api/openapi.json",
      summary: "The OpenAPI 3.1 document of every route",
      access: "public",
      responses: { 200: z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()).optional() }) },
    }),
  },
});

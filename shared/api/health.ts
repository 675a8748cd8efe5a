import { z } from "zod";
import { defineRoute, defineRouteGroup } from "./route";

export const healthApi = defineRouteGroup({
  tag: "Health",
  description: "For load balancers, start-up checks and process supervisors.",
  routes: {
    ready: defineRoute({
      method: "GET",
      path: "/api/health",
      summary: "Whether the app can serve: its database answers",
      description: "503 (with Retry-After) while the database is unreachable; the body names it.",
      access: "public",
      responses: {
        200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
        503: z.object({ status: z.literal("unavailable"), database: z.literal("unavailable"), message: z.string() }),
      },
    }),
    live: defineRoute({
      method: "GET",
      path: "/api/health/live",
      summary: "Whether the process runs, whatever the database does (a restart would not bring it back)",
      access: "public",
      responses: { 200: z.object({ status: z.literal("ok") }) },
    }),
  },
});

import { insightsQuerySchema, insightsSchema } from "../insights/insights-dto";
import { defineRoute, defineRouteGroup } from "./route";

export const insightsApi = defineRouteGroup({
  tag: "Insights",
  description: "How the material is doing: from the performance log, the ratings, the recordings' laugh meter and the Joke Lab.",
  routes: {
    get: defineRoute({
      method: "GET",
      path: "/api/insights",
      summary: "Jokes, shows, the Joke Lab pipeline and the writing habit, in one answer",
      description:
        "`range` limits the jokes and shows to the last 30 or 90 days (today included) or takes them all (default). " +
        "`tz` is the comedian's time zone (IANA name), in which days and weeks are counted; UTC when absent.",
      access: "user",
      query: insightsQuerySchema,
      responses: { 200: insightsSchema },
    }),
  },
});

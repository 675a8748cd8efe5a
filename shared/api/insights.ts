import { insightsQuerySchema, insightsSchema, recentShowsSchema } from "../insights/insights-dto";
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
        "`tz` is the comedian's time zone (IANA name), in which days and weeks are counted; when absent, the zone the `tz` cookie names " +
          "(the app keeps the browser's zone in it, so the page's HTML can ask for the answer before the app runs), or UTC. The answer's `timeZone` says which.",
      access: "user",
      query: insightsQuerySchema,
      responses: { 200: insightsSchema },
    }),
    recentShows: defineRoute({
      method: "GET",
      path: "/api/insights/recent-shows",
      summary: "The last five shows' hit rate and laughs a minute, oldest first (the dashboard's card)",
      description: "A show's hit rate is the share of its rated bits that killed or did well (null when none is rated); its laughs a minute come from its finished recording (null without one).",
      access: "user",
      responses: { 200: recentShowsSchema },
    }),
  },
});

import type { insightsApi } from "@shared/api/insights";
import { endpoint } from "../http/endpoint";

type Routes = typeof insightsApi.routes;

/** How the material is doing: jokes, shows, the Joke Lab pipeline and the writing habit. */
export const getInsights = endpoint<Routes["get"]>("GET", "/api/insights");

/** The dashboard card's few points: the last five shows' hit rate and laughs a minute. */
export const getRecentShows = endpoint<Routes["recentShows"]>("GET", "/api/insights/recent-shows");

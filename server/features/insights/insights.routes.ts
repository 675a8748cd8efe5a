import { Router } from "express";
import { insightsApi } from "@shared/api/insights";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { getInsights, getRecentShows } from "./insights.service";

/** Insights: /api/insights and the dashboard card's /api/insights/recent-shows. */
export function insightRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/insights");
  on(insightsApi.routes.get, ({ userId, query }) => getInsights(db, userId, query));
  on(insightsApi.routes.recentShows, ({ userId }) => getRecentShows(db, userId));
  return router;
}

import { Router } from "express";
import { insightsApi } from "@shared/api/insights";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { getInsights } from "./insights.service";

/** Insights: /api/insights. */
export function insightRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/insights");
  on(insightsApi.routes.get, ({ userId, query }) => getInsights(db, userId, query));
  return router;
}

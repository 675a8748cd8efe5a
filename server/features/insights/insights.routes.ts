import { Router } from "express";
import { insightsApi } from "@shared/api/insights";
import { timeZoneFromCookies } from "@shared/insights/time-zone-cookie";
import type { Db } from "../../db/client";
import { WRITTEN_TO_RES, contractRoutes } from "../../http/api-route";
import type { InsightsCache } from "./insights-cache";
import { getInsights, getRecentShows } from "./insights.service";

/** Insights: /api/insights and the dashboard card's /api/insights/recent-shows. */
export function insightRoutes(db: Db, cache: InsightsCache): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/insights");
  on(insightsApi.routes.get, async ({ userId, query, req, res }) => {
    const tz = query.tz ?? timeZoneFromCookies(req.get("Cookie")) ?? "UTC";
    const answer = await getInsights(db, cache, userId, { range: query.range, tz });
    // Sent as the kept bytes, tagged by them: a revalidation of an unchanged answer is a 304.
    res.set({ "Cache-Control": "private, no-cache", ETag: answer.etag });
    if (req.get("If-None-Match") === answer.etag) res.status(304).end();
    else res.type("application/json").send(answer.body);
    return WRITTEN_TO_RES;
  });
  on(insightsApi.routes.recentShows, ({ userId }) => getRecentShows(db, userId));
  return router;
}

import { Router } from "express";
import { performancesApi } from "@shared/api/performances";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as log from "./performances.service";

/** The performance log: /api/performances, and a joke's history at /api/joke-notes/{id}/performances. */
export function performanceRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = performancesApi.routes;

  on(api.jokeHistory, ({ userId, params }) => log.jokeHistory(db, userId, params.id));
  on(api.list, ({ userId, query }) => log.listPerformances(db, userId, query.limit));
  on(api.create, ({ userId, body }) => log.createPerformance(db, userId, body));
  on(api.get, ({ userId, params }) => log.getPerformance(db, userId, params.id));
  on(api.update, ({ userId, params, body }) => log.updatePerformance(db, userId, params.id, body));
  on(api.remove, ({ userId, params }) => log.deletePerformance(db, userId, params.id));

  return router;
}

import { Router } from "express";
import { chaosApi } from "@shared/api/chaos";
import { contractRoutes } from "../../http/api-route";
import * as chaos from "./chaos.service";

/** The chaos monkey: /api/admin/chaos-monkey. */
export function chaosRoutes(deps: chaos.ChaosDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = chaosApi.routes;

  on(api.status, () => chaos.chaosStatus(deps.db));
  on(api.start, ({ body }) => chaos.startChaos(deps.db, body.intervalSeconds));
  on(api.stop, () => chaos.stopChaos(deps.db));
  on(api.execute, ({ params }) => chaos.executeChaosEvent(deps, params.eventId));
  on(api.probe, () => chaos.chaosProbe(deps));

  return router;
}

import { Router } from "express";
import { chaosEventParams, startChaosSchema } from "@shared/chaos/chaos-input";
import { requireAdmin } from "../../auth/require-user";
import { parseInput } from "../../http/validate";
import * as chaos from "./chaos.service";

export function chaosRoutes(deps: chaos.ChaosDeps): Router {
  const router = Router();
  router.use("/admin/chaos-monkey", requireAdmin);

  router.get("/admin/chaos-monkey", async (_req, res) => {
    res.json(await chaos.chaosStatus(deps.db));
  });

  router.post("/admin/chaos-monkey/start", async (req, res) => {
    const { intervalSeconds } = parseInput(startChaosSchema, req.body);
    res.json(await chaos.startChaos(deps.db, intervalSeconds));
  });

  router.post("/admin/chaos-monkey/stop", async (_req, res) => {
    res.json(await chaos.stopChaos(deps.db));
  });

  router.post("/admin/chaos-monkey/execute/:eventId", async (req, res) => {
    const { eventId } = parseInput(chaosEventParams, req.params);
    res.json(await chaos.executeChaosEvent(deps, eventId));
  });

  router.get("/admin/chaos-monkey/probe", async (_req, res) => {
    res.json(await chaos.chaosProbe(deps));
  });

  return router;
}

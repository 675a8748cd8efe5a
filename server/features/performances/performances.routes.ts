import { Router } from "express";
import { jokeNoteIdSchema } from "@shared/joke-notes/joke-note-input";
import { performanceIdSchema, performanceInputSchema, performanceListQuerySchema } from "@shared/performances/performance-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as log from "./performances.service";

/** The performance log: /api/performances, and a joke's history at /api/joke-notes/{id}/performances. */
export function performanceRoutes(db: Db): Router {
  const router = Router();
  const id = (params: unknown) => parseInput(performanceIdSchema, params).id;

  router.get("/joke-notes/:id/performances", requireUser, async (req, res) => {
    const jokeNoteId = parseInput(jokeNoteIdSchema, req.params).id;
    res.json(await log.jokeHistory(db, currentUserId(req), jokeNoteId));
  });

  router.use("/performances", requireUser);

  router.get("/performances", async (req, res) => {
    const { limit } = parseInput(performanceListQuerySchema, req.query);
    res.json(await log.listPerformances(db, currentUserId(req), limit));
  });

  router.post("/performances", async (req, res) => {
    const input = parseInput(performanceInputSchema, req.body);
    res.status(201).json(await log.createPerformance(db, currentUserId(req), input));
  });

  router.get("/performances/:id", async (req, res) => {
    res.json(await log.getPerformance(db, currentUserId(req), id(req.params)));
  });

  router.put("/performances/:id", async (req, res) => {
    const performanceId = id(req.params);
    const input = parseInput(performanceInputSchema, req.body);
    res.json(await log.updatePerformance(db, currentUserId(req), performanceId, input));
  });

  router.delete("/performances/:id", async (req, res) => {
    await log.deletePerformance(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

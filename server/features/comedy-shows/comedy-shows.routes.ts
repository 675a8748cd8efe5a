import { Router } from "express";
import {
  comedyShowIdSchema,
  comedyShowImportSchema,
  comedyShowInputSchema,
  comedyShowQuerySchema,
} from "@shared/comedy-shows/comedy-show-input";
import { requireAdmin } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import type { FeedOptions } from "./ics-feed";
import * as shows from "./comedy-shows.service";

/** Show discovery: the public listing, and the admin panel's Shows tab. */
export function comedyShowRoutes(db: Db, feed: FeedOptions = {}): Router {
  const router = Router();
  const id = (params: unknown) => parseInput(comedyShowIdSchema, params).id;

  // Public: the landing page asks before anyone signs in.
  router.get("/comedy-shows", async (req, res) => {
    const { location } = parseInput(comedyShowQuerySchema, req.query);
    res.json(await shows.upcomingShows(db, location));
  });

  router.get("/admin/comedy-shows", requireAdmin, async (_req, res) => {
    res.json(await shows.allShows(db));
  });

  router.post("/admin/comedy-shows", requireAdmin, async (req, res) => {
    res.status(201).json(await shows.createShow(db, parseInput(comedyShowInputSchema, req.body)));
  });

  // An .ics file's text or a feed's address; JSON bodies over 1 MB are refused with 413 by the parser.
  router.post("/admin/comedy-shows/import", requireAdmin, async (req, res) => {
    res.json(await shows.importShows(db, parseInput(comedyShowImportSchema, req.body), feed));
  });

  router.put("/admin/comedy-shows/:id", requireAdmin, async (req, res) => {
    const showId = id(req.params);
    res.json(await shows.updateShow(db, showId, parseInput(comedyShowInputSchema, req.body)));
  });

  router.delete("/admin/comedy-shows/:id", requireAdmin, async (req, res) => {
    await shows.deleteShow(db, id(req.params));
    res.status(204).end();
  });

  return router;
}

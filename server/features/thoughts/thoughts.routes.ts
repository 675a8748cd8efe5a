import { Router } from "express";
import {
  createThoughtSchema,
  thoughtIdSchema,
  thoughtListQuerySchema,
  updateThoughtSchema,
} from "@shared/thoughts/thought-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as thoughts from "./thoughts.service";

/** My Thoughts: /api/thoughts. */
export function thoughtRoutes(db: Db): Router {
  const router = Router();
  router.use(requireUser);
  const id = (params: unknown) => parseInput(thoughtIdSchema, params).id;

  router.get("/", async (req, res) => {
    const { categoryId } = parseInput(thoughtListQuerySchema, req.query);
    res.json(await thoughts.listThoughts(db, currentUserId(req), categoryId));
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createThoughtSchema, req.body);
    res.status(201).json(await thoughts.createThought(db, currentUserId(req), input));
  });

  router.post("/:id/promote", async (req, res) => {
    res.status(201).json(await thoughts.promoteThought(db, currentUserId(req), id(req.params)));
  });

  router.put("/:id", async (req, res) => {
    const thoughtId = id(req.params);
    const input = parseInput(updateThoughtSchema, req.body);
    res.json(await thoughts.updateThought(db, currentUserId(req), thoughtId, input));
  });

  router.delete("/:id", async (req, res) => {
    await thoughts.deleteThought(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

import { Router } from "express";
import {
  createSetListSchema,
  setListIdSchema,
  setListItemsSchema,
  updateSetListSchema,
} from "@shared/set-lists/set-list-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as sets from "./set-lists.service";

/** Set lists: /api/set-lists. */
export function setListRoutes(db: Db): Router {
  const router = Router();
  router.use(requireUser);
  const id = (params: unknown) => parseInput(setListIdSchema, params).id;

  router.get("/", async (req, res) => {
    res.json(await sets.listSetLists(db, currentUserId(req)));
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createSetListSchema, req.body);
    res.status(201).json(await sets.createSetList(db, currentUserId(req), input));
  });

  router.get("/:id", async (req, res) => {
    res.json(await sets.getSetList(db, currentUserId(req), id(req.params)));
  });

  router.put("/:id/items", async (req, res) => {
    const setListId = id(req.params);
    const { jokeNoteIds } = parseInput(setListItemsSchema, req.body);
    res.json(await sets.replaceItems(db, currentUserId(req), setListId, jokeNoteIds));
  });

  router.put("/:id", async (req, res) => {
    const setListId = id(req.params);
    const input = parseInput(updateSetListSchema, req.body);
    res.json(await sets.updateSetList(db, currentUserId(req), setListId, input));
  });

  router.delete("/:id", async (req, res) => {
    await sets.deleteSetList(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

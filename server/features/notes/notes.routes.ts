import { Router } from "express";
import { noteIdSchema, noteInputSchema } from "@shared/notes/note-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as notes from "./notes.service";

/** Just Notes: /api/notes. */
export function noteRoutes(db: Db): Router {
  const router = Router();
  router.use(requireUser);
  const id = (params: unknown) => parseInput(noteIdSchema, params).id;

  router.get("/", async (req, res) => {
    res.json(await notes.listNotes(db, currentUserId(req)));
  });

  router.post("/", async (req, res) => {
    const input = parseInput(noteInputSchema, req.body);
    res.status(201).json(await notes.createNote(db, currentUserId(req), input));
  });

  router.put("/:id", async (req, res) => {
    const noteId = id(req.params);
    const input = parseInput(noteInputSchema, req.body);
    res.json(await notes.updateNote(db, currentUserId(req), noteId, input));
  });

  router.delete("/:id", async (req, res) => {
    await notes.deleteNote(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

import { Router } from "express";
import { notesApi } from "@shared/api/notes";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as notes from "./notes.service";

/** Just Notes: /api/notes. */
export function noteRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/notes");
  const api = notesApi.routes;

  on(api.list, ({ userId }) => notes.listNotes(db, userId));
  on(api.create, ({ userId, body }) => notes.createNote(db, userId, body));
  on(api.update, ({ userId, params, body }) => notes.updateNote(db, userId, params.id, body));
  on(api.remove, ({ userId, params }) => notes.deleteNote(db, userId, params.id));

  return router;
}

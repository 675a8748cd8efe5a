import { Router, type RequestHandler, type Response } from "express";
import {
  createJokeNoteSchema,
  idempotencyKeySchema,
  jokeNoteIdSchema,
  jokeNoteVersionParams,
  moveToStoolSchema,
  patchJokeNoteSchema,
  reorderSchema,
  updateJokeNoteSchema,
} from "@shared/joke-notes/joke-note-input";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { listFilterSchema, listPageQuerySchema, moveNoteSchema, printSelectionSchema } from "@shared/joke-notes/list-page";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { etagOf } from "./joke-note-etag";
import type { JokeNoteListCache } from "./joke-notes-list-cache";
import * as lists from "./joke-notes-list.service";
import * as notes from "./joke-notes.service";
import { streamJsonArray } from "./stream-json-array";
import { versionTag } from "./version-tag";

/** A single note as the answer, with its ETag: the client sends it back as If-Match when it saves. */
const sendNote = (res: Response, note: JokeNote) => res.set("ETag", etagOf(note)).json(note);

export function jokeNoteRoutes(db: Db, listCache: JokeNoteListCache): Router {
  const router = Router();
  router.use(requireUser);
  const id = (params: unknown) => parseInput(jokeNoteIdSchema, params).id;

  router.get("/", async (req, res) => {
    const list = await listCache.get(currentUserId(req));
    // The ETag is made from the bytes, so a 304 can only confirm this very list.
    res.set({ "Cache-Control": "private, no-cache", ETag: list.etag }).type("application/json").send(list.body);
  });

  /**
   * A page or the counts, tagged with the owner's list version and the exact request: while
   * nothing changed, a revalidation is answered 304 without reading the notes.
   */
  const versioned = (produce: (userId: number, query: unknown) => Promise<string>): RequestHandler =>
    async (req, res) => {
      const userId = currentUserId(req);
      const version = await lists.listVersion(db, userId);
      const etag = version === null ? null : versionTag(userId, version, req.originalUrl);
      res.set("Cache-Control", "private, no-cache");
      if (etag && req.get("If-None-Match") === etag) {
        res.status(304).set("ETag", etag).end();
        return;
      }
      const body = await produce(userId, req.query);
      if (etag) res.set("ETag", etag);
      res.type("application/json").send(body);
    };

  router.get(
    "/page",
    versioned((userId, query) => lists.notesPage(db, userId, parseInput(listPageQuerySchema, query))),
  );

  router.get(
    "/counts",
    versioned(async (userId, query) => JSON.stringify(await lists.noteCounts(db, userId, parseInput(listFilterSchema, query)))),
  );

  // The notes picked for printing (or all matching a search and statuses), streamed as a JSON array.
  router.post("/print", async (req, res) => {
    const selection = parseInput(printSelectionSchema, req.body);
    res.set("Cache-Control", "private, no-store");
    await streamJsonArray(res, lists.printedNotes(db, currentUserId(req), selection));
  });

  router.post("/", async (req, res) => {
    const idempotencyKey = parseInput(idempotencyKeySchema, req.get("Idempotency-Key"));
    const input = parseInput(createJokeNoteSchema, req.body);
    if (!idempotencyKey) {
      sendNote(res.status(201), await notes.createNote(db, currentUserId(req), input));
      return;
    }
    const { note, created } = await notes.createNoteOnce(db, currentUserId(req), idempotencyKey, input);
    sendNote(res.status(created ? 201 : 200), note);
  });

  router.put("/reorder", async (req, res) => {
    const { noteIds } = parseInput(reorderSchema, req.body);
    await notes.reorderNotes(db, currentUserId(req), noteIds);
    res.json({ message: "Joke notes reordered." });
  });

  router.put("/:id/position", async (req, res) => {
    const moved = await notes.moveNote(db, currentUserId(req), id(req.params), parseInput(moveNoteSchema, req.body));
    res.json({ message: "Joke note moved.", ...moved });
  });

  router.get("/:id", async (req, res) => {
    sendNote(res.set("Cache-Control", "private, no-cache"), await notes.getNote(db, currentUserId(req), id(req.params)));
  });

  router.put("/:id", async (req, res) => {
    const input = parseInput(updateJokeNoteSchema, req.body);
    sendNote(res, await notes.updateNote(db, currentUserId(req), id(req.params), input, req.get("If-Match")));
  });

  router.get("/:id/versions", async (req, res) => {
    res.json(await notes.listVersions(db, currentUserId(req), id(req.params)));
  });

  router.post("/:id/versions/:versionId/restore", async (req, res) => {
    const params = parseInput(jokeNoteVersionParams, req.params);
    sendNote(res, await notes.restoreVersion(db, currentUserId(req), params.id, params.versionId));
  });

  router.patch("/:id/move-to-stool", async (req, res) => {
    const { stoolCategory } = parseInput(moveToStoolSchema, req.body);
    sendNote(res, await notes.moveToStool(db, currentUserId(req), id(req.params), stoolCategory ?? null));
  });

  router.patch("/:id/remove-from-stool", async (req, res) => {
    sendNote(res, await notes.removeFromStool(db, currentUserId(req), id(req.params)));
  });

  router.patch("/:id", async (req, res) => {
    const input = parseInput(patchJokeNoteSchema, req.body);
    sendNote(res, await notes.patchNote(db, currentUserId(req), id(req.params), input, req.get("If-Match")));
  });

  router.delete("/:id", async (req, res) => {
    await notes.deleteNote(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

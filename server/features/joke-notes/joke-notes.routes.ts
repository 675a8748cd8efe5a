import { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import { jokeNotesApi } from "@shared/api/joke-notes";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { idempotencyKeySchema } from "@shared/joke-notes/joke-note-input";
import type { Db } from "../../db/client";
import { WRITTEN_TO_RES, contractRoutes, reply } from "../../http/api-route";
import { parseInput } from "../../http/validate";
import { etagOf, noteOfStaleWrite } from "./joke-note-etag";
import type { JokeNoteListCache } from "./joke-notes-list-cache";
import * as lists from "./joke-notes-list.service";
import * as notes from "./joke-notes.service";
import { streamJsonArray } from "./stream-json-array";
import { versionTag } from "./version-tag";

/** A single note as the answer, with its ETag: the client sends it back as If-Match when it saves. */
const tagged = (res: Response, note: JokeNote): JokeNote => {
  res.set("ETag", etagOf(note));
  return note;
};

/** Joke notes: /api/joke-notes. */
export function jokeNoteRoutes(db: Db, listCache: JokeNoteListCache): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/joke-notes");
  const api = jokeNotesApi.routes;

  /**
   * Tags a page or the counts with the owner's list version and the exact request: while
   * nothing changed, a revalidation is answered 304 here, without reading the notes.
   */
  const revalidate = async (userId: number, req: Request, res: Response): Promise<{ etag: string | null; unchanged: boolean }> => {
    const version = await lists.listVersion(db, userId);
    const etag = version === null ? null : versionTag(userId, version, req.originalUrl);
    res.set("Cache-Control", "private, no-cache");
    if (!etag || req.get("If-None-Match") !== etag) return { etag, unchanged: false };
    res.status(304).set("ETag", etag).end();
    return { etag, unchanged: true };
  };

  on(api.list, async ({ userId, res }) => {
    const list = await listCache.get(userId);
    // Sent as the cached bytes: the ETag is made from them, so a 304 can only confirm this very list.
    res.set({ "Cache-Control": "private, no-cache", ETag: list.etag }).type("application/json").send(list.body);
    return WRITTEN_TO_RES;
  });

  on(api.page, async ({ userId, query, req, res }) => {
    const { etag, unchanged } = await revalidate(userId, req, res);
    if (unchanged) return WRITTEN_TO_RES;
    // The page's JSON is built by PostgreSQL: sent as it is, not parsed to be written again.
    const body = await lists.notesPage(db, userId, query);
    if (etag) res.set("ETag", etag);
    res.type("application/json").send(body);
    return WRITTEN_TO_RES;
  });

  on(api.counts, async ({ userId, query, req, res }) => {
    const { etag, unchanged } = await revalidate(userId, req, res);
    if (unchanged) return WRITTEN_TO_RES;
    const counts = await lists.noteCounts(db, userId, query);
    if (etag) res.set("ETag", etag);
    return counts;
  });

  // The notes picked for printing (or all matching a search and statuses), streamed as a JSON array.
  on(api.print, async ({ userId, body, res }) => {
    res.set("Cache-Control", "private, no-store");
    await streamJsonArray(res, lists.printedNotes(db, userId, body));
    return WRITTEN_TO_RES;
  });

  on(api.create, async ({ userId, body, req, res }) => {
    const idempotencyKey = parseInput(idempotencyKeySchema, req.get("Idempotency-Key"));
    if (!idempotencyKey) return reply(201, tagged(res, await notes.createNote(db, userId, body)));
    const { note, created } = await notes.createNoteOnce(db, userId, idempotencyKey, body);
    // A retry is answered with the note its first try saved.
    return reply(created ? 201 : 200, tagged(res, note));
  });

  on(api.reorder, async ({ userId, body }) => {
    await notes.reorderNotes(db, userId, body.noteIds);
    return { message: "Joke notes reordered." };
  });

  on(api.move, async ({ userId, params, body }) => {
    const moved = await notes.moveNote(db, userId, params.id, body);
    return { message: "Joke note moved.", ...moved };
  });

  on(api.get, async ({ userId, params, res }) => {
    res.set("Cache-Control", "private, no-cache");
    return tagged(res, await notes.getNote(db, userId, params.id));
  });

  on(api.update, async ({ userId, params, body, req, res }) =>
    tagged(res, await notes.updateNote(db, userId, params.id, body, req.get("If-Match"))),
  );

  on(api.versions, ({ userId, params }) => notes.listVersions(db, userId, params.id));

  on(api.setAside, async ({ userId, params, body }) => reply(201, await notes.setAsideVersion(db, userId, params.id, body)));

  on(api.restoreVersion, async ({ userId, params, res }) => tagged(res, await notes.restoreVersion(db, userId, params.id, params.versionId)));

  on(api.moveToStool, async ({ userId, params, body, res }) =>
    tagged(res, await notes.moveToStool(db, userId, params.id, body.stoolCategory ?? null)),
  );

  on(api.removeFromStool, async ({ userId, params, res }) => tagged(res, await notes.removeFromStool(db, userId, params.id)));

  on(api.patch, async ({ userId, params, body, req, res }) =>
    tagged(res, await notes.patchNote(db, userId, params.id, body, req.get("If-Match"))),
  );

  on(api.remove, ({ userId, params }) => notes.deleteNote(db, userId, params.id));

  // A write refused because the note changed answers the current note's tag beside it.
  router.use(((err, _req, res, next) => {
    const current = noteOfStaleWrite(err);
    if (current) res.set("ETag", etagOf(current));
    next(err);
  }) satisfies ErrorRequestHandler);

  return router;
}

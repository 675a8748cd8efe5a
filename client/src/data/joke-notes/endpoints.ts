import type { jokeNotesApi } from "@shared/api/joke-notes";
import { declaredRefusal, endpoint, taggedEndpoint } from "../http/endpoint";

type Routes = typeof jokeNotesApi.routes;

/** Every joke note, in the saved order (one cached list for every screen that reads them all). */
export const getJokeNotes = endpoint<Routes["list"]>("GET", "/api/joke-notes");
/** One page of a view (sort, search, statuses); pass the answer's `nextCursor` back for the next. */
export const getJokeNotePage = endpoint<Routes["page"]>("GET", "/api/joke-notes/page");
export const getJokeNoteCounts = endpoint<Routes["counts"]>("GET", "/api/joke-notes/counts");
/** The notes picked for printing, in the sort, as the server streams them. */
export const printJokeNotes = endpoint<Routes["print"]>("POST", "/api/joke-notes/print");
/** Send an `Idempotency-Key` header (the same on every retry) so a retry never saves the joke twice. */
export const createJokeNote = endpoint<Routes["create"]>("POST", "/api/joke-notes");
export const moveJokeNote = endpoint<Routes["move"]>("PUT", "/api/joke-notes/:id/position");
export const getJokeNote = endpoint<Routes["get"]>("GET", "/api/joke-notes/:id");
export const updateJokeNote = endpoint<Routes["update"]>("PUT", "/api/joke-notes/:id");
/** A stage, a place on the stool or a timed length. */
export const patchJokeNote = endpoint<Routes["patch"]>("PATCH", "/api/joke-notes/:id");
export const deleteJokeNote = endpoint<Routes["remove"]>("DELETE", "/api/joke-notes/:id");
export const getJokeNoteVersions = endpoint<Routes["versions"]>("GET", "/api/joke-notes/:id/versions");
export const restoreJokeNoteVersion = endpoint<Routes["restoreVersion"]>("POST", "/api/joke-notes/:id/versions/:versionId/restore");

/** The single-note calls a save goes through, each answering the note with its ETag (sent back as If-Match). */
export const getTaggedJokeNote = taggedEndpoint<Routes["get"]>("GET", "/api/joke-notes/:id");
export const updateTaggedJokeNote = taggedEndpoint<Routes["update"]>("PUT", "/api/joke-notes/:id");
export const patchTaggedJokeNote = taggedEndpoint<Routes["patch"]>("PATCH", "/api/joke-notes/:id");
/** Words not kept (a conflict's, or an offline edit that met a newer note) kept in the note's history, flagged. */
export const setAsideJokeNoteVersion = endpoint<Routes["setAside"]>("POST", "/api/joke-notes/:id/versions");
/** A save refused because the note changed since its If-Match: the note as it is now, and its tag. */
export const changedSince = (error: unknown) => declaredRefusal<Routes["update"], 412>(error, 412);

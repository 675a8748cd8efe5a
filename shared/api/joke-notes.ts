import { z } from "zod";
import { idempotencyKeyReusedSchema, jokeNoteChangedSinceSchema, jokeNoteSchema, reorderedSchema } from "../joke-notes/joke-note-dto";
import {
  createJokeNoteSchema,
  jokeNoteIdSchema,
  jokeNoteVersionParams,
  moveToStoolSchema,
  patchJokeNoteSchema,
  reorderSchema,
  setAsideVersionSchema,
  updateJokeNoteSchema,
} from "../joke-notes/joke-note-input";
import { jokeNoteVersionSchema } from "../joke-notes/joke-note-version-dto";
import {
  jokeNoteCountsSchema,
  jokeNotePageSchema,
  listFilterSchema,
  listPageQuerySchema,
  movedNoteSchema,
  moveNoteSchema,
  printSelectionSchema,
} from "../joke-notes/list-page";
import { apiErrorSchema } from "./api-error";
import { defineRoute, defineRouteGroup } from "./route";

const TAGGED = "The answer carries the note's strong ETag, to send back as If-Match with a later save.";

const IF_MATCH = {
  "If-Match":
    "The ETag of the note as last read: the save goes through only onto that note (412 with the note as it is now otherwise). Left out, the save always goes through.",
};

const IF_NONE_MATCH = { "If-None-Match": "The ETag of the copy the client holds: 304 while it is still the answer." };

export const jokeNotesApi = defineRouteGroup({
  tag: "Joke notes",
  description: "The comedian's jokes: setup, punchlines, notes, stage and place on the stool, in their saved order.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/joke-notes",
      summary: "Every joke note, in the saved order",
      description: "Tagged with a weak ETag made from the answer's bytes; revalidate with If-None-Match.",
      access: "user",
      headers: IF_NONE_MATCH,
      responses: { 200: z.array(jokeNoteSchema), 304: null },
    }),
    page: defineRoute({
      method: "GET",
      path: "/api/joke-notes/page",
      summary: "One page of the notes in a sort, searched and filtered by status",
      description: "Tagged with a weak ETag naming the owner's list version and the request; revalidate with If-None-Match.",
      access: "user",
      query: listPageQuerySchema,
      headers: IF_NONE_MATCH,
      responses: { 200: jokeNotePageSchema, 304: null },
    }),
    counts: defineRoute({
      method: "GET",
      path: "/api/joke-notes/counts",
      summary: "How many notes there are, on the stool, and per status (matching a search)",
      description: "Tagged like a page; revalidate with If-None-Match.",
      access: "user",
      query: listFilterSchema,
      headers: IF_NONE_MATCH,
      responses: { 200: jokeNoteCountsSchema, 304: null },
    }),
    print: defineRoute({
      method: "POST",
      path: "/api/joke-notes/print",
      summary: "The notes picked for printing (or all matching a search), streamed as one JSON array",
      access: "user",
      body: printSelectionSchema,
      responses: { 200: z.array(jokeNoteSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/joke-notes",
      summary: "Create a note at the top of the saved order",
      description: `201 with the new note; 200 with the note a retry's Idempotency-Key already saved. ${TAGGED}`,
      access: "user",
      body: createJokeNoteSchema,
      headers: {
        "Idempotency-Key": "A UUID the device made, the same on every retry of this create: a retry answers the note the first try saved.",
      },
      responses: { 200: jokeNoteSchema, 201: jokeNoteSchema, 410: apiErrorSchema, 422: idempotencyKeyReusedSchema },
    }),
    reorder: defineRoute({
      method: "PUT",
      path: "/api/joke-notes/reorder",
      summary: "Save the whole order of the notes",
      access: "user",
      body: reorderSchema,
      responses: { 200: reorderedSchema },
    }),
    move: defineRoute({
      method: "PUT",
      path: "/api/joke-notes/:id/position",
      summary: "Place a note right after or before another in the saved order",
      access: "user",
      params: jokeNoteIdSchema,
      body: moveNoteSchema,
      responses: { 200: movedNoteSchema },
    }),
    get: defineRoute({
      method: "GET",
      path: "/api/joke-notes/:id",
      summary: "One joke note",
      description: TAGGED,
      access: "user",
      params: jokeNoteIdSchema,
      responses: { 200: jokeNoteSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/joke-notes/:id",
      summary: "Save a note's words and stages (a field left out keeps its value); the words replaced become a version",
      description: TAGGED,
      access: "user",
      params: jokeNoteIdSchema,
      body: updateJokeNoteSchema,
      headers: IF_MATCH,
      responses: { 200: jokeNoteSchema, 412: jokeNoteChangedSinceSchema },
    }),
    versions: defineRoute({
      method: "GET",
      path: "/api/joke-notes/:id/versions",
      summary: "The note's kept versions of its words, newest first",
      access: "user",
      params: jokeNoteIdSchema,
      responses: { 200: z.array(jokeNoteVersionSchema) },
    }),
    setAside: defineRoute({
      method: "POST",
      path: "/api/joke-notes/:id/versions",
      summary: "Keep words aside as a version of the note, flagged with why (the note itself is not changed)",
      description:
        "For words not kept when a save met another device's edit (conflict), or an offline edit that reached a newer note (offline). The same words kept aside twice in a row are one version.",
      access: "user",
      params: jokeNoteIdSchema,
      body: setAsideVersionSchema,
      responses: { 201: jokeNoteVersionSchema },
    }),
    restoreVersion: defineRoute({
      method: "POST",
      path: "/api/joke-notes/:id/versions/:versionId/restore",
      summary: "Put a version's words back (the words replaced become a version)",
      description: TAGGED,
      access: "user",
      params: jokeNoteVersionParams,
      responses: { 200: jokeNoteSchema },
    }),
    moveToStool: defineRoute({
      method: "PATCH",
      path: "/api/joke-notes/:id/move-to-stool",
      summary: "Put a note on the stool, in a category (none: Main)",
      description: TAGGED,
      access: "user",
      params: jokeNoteIdSchema,
      body: moveToStoolSchema,
      responses: { 200: jokeNoteSchema },
    }),
    removeFromStool: defineRoute({
      method: "PATCH",
      path: "/api/joke-notes/:id/remove-from-stool",
      summary: "Take a note off the stool",
      description: TAGGED,
      access: "user",
      params: jokeNoteIdSchema,
      responses: { 200: jokeNoteSchema },
    }),
    patch: defineRoute({
      method: "PATCH",
      path: "/api/joke-notes/:id",
      summary: "Change a note's stage, place on the stool or timed length",
      description: TAGGED,
      access: "user",
      params: jokeNoteIdSchema,
      body: patchJokeNoteSchema,
      headers: IF_MATCH,
      responses: { 200: jokeNoteSchema, 412: jokeNoteChangedSinceSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/joke-notes/:id",
      summary: "Delete a note",
      access: "user",
      params: jokeNoteIdSchema,
      responses: { 204: null },
    }),
  },
});

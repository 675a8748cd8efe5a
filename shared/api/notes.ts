import { z } from "zod";
import { noteSchema } from "../notes/note-dto";
import { noteIdSchema, noteInputSchema } from "../notes/note-input";
import { defineRoute, defineRouteGroup } from "./route";

export const notesApi = defineRouteGroup({
  tag: "Notes",
  description: "Just Notes: free-form notes with a title, apart from the joke notes.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/notes",
      summary: "List the comedian's notes, most recently changed first",
      access: "user",
      responses: { 200: z.array(noteSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/notes",
      summary: "Write a note",
      access: "user",
      body: noteInputSchema,
      responses: { 201: noteSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/notes/:id",
      summary: "Replace a note's title and content",
      access: "user",
      params: noteIdSchema,
      body: noteInputSchema,
      responses: { 200: noteSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/notes/:id",
      summary: "Delete a note",
      access: "user",
      params: noteIdSchema,
      responses: { 204: null },
    }),
  },
});

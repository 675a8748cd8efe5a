import type { notesApi } from "@shared/api/notes";
import { endpoint } from "../http/endpoint";

type Routes = typeof notesApi.routes;

/** The comedian's notes, most recently changed first. */
export const getNotes = endpoint<Routes["list"]>("GET", "/api/notes");
export const createNote = endpoint<Routes["create"]>("POST", "/api/notes");
export const updateNote = endpoint<Routes["update"]>("PUT", "/api/notes/:id");
export const deleteNote = endpoint<Routes["remove"]>("DELETE", "/api/notes/:id");

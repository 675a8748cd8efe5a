import type { NoteInput } from "@shared/notes/note-input";
import type { Note } from "@shared/notes/note-dto";
import type { Db } from "../../db/client";
import { notFound } from "../../domain/domain-error";
import * as repo from "./notes.repository";

/** Also the answer for another user's note: whether it exists is not theirs to know. */
const NOT_FOUND = "Note not found.";

export const listNotes = (db: Db, userId: number): Promise<Note[]> => repo.listNotes(db, userId);

export const createNote = (db: Db, userId: number, input: NoteInput): Promise<Note> => repo.insertNote(db, userId, input);

export async function updateNote(db: Db, userId: number, id: number, input: NoteInput): Promise<Note> {
  const note = await repo.updateNote(db, userId, id, input);
  if (!note) throw notFound(NOT_FOUND);
  return note;
}

export async function deleteNote(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteNote(db, userId, id))) throw notFound(NOT_FOUND);
}

import type {
  CreateJokeNoteInput,
  PatchJokeNoteInput,
  UpdateJokeNoteInput,
} from "@shared/joke-notes/joke-note-input";
import type { StoolCategory } from "@shared/joke-notes/stages";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/http-error";
import * as repo from "./joke-notes.repository";

const NOT_FOUND = "Joke note not found.";

/** Off the stool a note has no stool category. */
function consistent<T extends repo.JokeNoteValues>(values: T): T {
  return values.onStool === false ? { ...values, stoolCategory: null } : values;
}

async function found<T>(promise: Promise<T | undefined>): Promise<T> {
  const value = await promise;
  if (value === undefined) throw notFound(NOT_FOUND);
  return value;
}

export const createNote = (db: Db, userId: number, input: CreateJokeNoteInput) =>
  repo.insertJokeNote(db, userId, consistent({ ...input, stage: input.stage === undefined ? "idea" : input.stage }));

export const updateNote = (db: Db, userId: number, id: number, input: UpdateJokeNoteInput) =>
  found(repo.updateJokeNote(db, userId, id, consistent(input)));

export const patchNote = (db: Db, userId: number, id: number, input: PatchJokeNoteInput) =>
  found(repo.updateJokeNote(db, userId, id, consistent(input)));

export const moveToStool = (db: Db, userId: number, id: number, stoolCategory: StoolCategory | null) =>
  found(repo.updateJokeNote(db, userId, id, { onStool: true, stoolCategory }));

export const removeFromStool = (db: Db, userId: number, id: number) =>
  found(repo.updateJokeNote(db, userId, id, { onStool: false, stoolCategory: null }));

export async function deleteNote(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteJokeNote(db, userId, id))) throw notFound(NOT_FOUND);
}

export async function reorderNotes(db: Db, userId: number, noteIds: number[]): Promise<void> {
  if (!(await repo.reorderJokeNotes(db, userId, noteIds))) {
    throw badRequest("Some of these joke notes are not yours or no longer exist. Nothing was reordered.");
  }
}

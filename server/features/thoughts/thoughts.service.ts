import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { createJokeNoteSchema } from "@shared/joke-notes/joke-note-input";
import type { Thought } from "@shared/thoughts/thought-dto";
import type { CreateThoughtInput, UpdateThoughtInput } from "@shared/thoughts/thought-input";
import { joinTags } from "@shared/thoughts/tags";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../domain/domain-error";
import { parseInput } from "../../http/validate";
import { createNote } from "../joke-notes/joke-notes.service";
import { categoryName } from "./thought-categories.repository";
import * as repo from "./thoughts.repository";

const NOT_FOUND = "Thought not found.";
/** A thought may only be filed in one of its owner's categories. */
const NOT_YOUR_CATEGORY = "Pick one of your own categories: that one does not exist.";

export const listThoughts = (db: Db, userId: number, categoryId?: number): Promise<Thought[]> =>
  repo.listThoughts(db, userId, categoryId);

export async function createThought(db: Db, userId: number, input: CreateThoughtInput): Promise<Thought> {
  const thought = await repo.insertThought(db, userId, input);
  if (thought === "no-category") throw invalid(NOT_YOUR_CATEGORY);
  return thought;
}

export async function updateThought(db: Db, userId: number, id: number, input: UpdateThoughtInput): Promise<Thought> {
  const thought = await repo.updateThought(db, userId, id, input);
  if (thought === "no-thought") throw notFound(NOT_FOUND);
  if (thought === "no-category") throw invalid(NOT_YOUR_CATEGORY);
  return thought;
}

export async function deleteThought(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteThought(db, userId, id))) throw notFound(NOT_FOUND);
}

/**
 * Turns a thought into a joke note (thoughts are where bits start): the thought is the
 * setup, its tags go in the notes and its category is the inspiration. The thought stays.
 */
export async function promoteThought(db: Db, userId: number, id: number): Promise<JokeNote> {
  const thought = await repo.findThought(db, userId, id);
  if (!thought) throw notFound(NOT_FOUND);
  const category = await categoryName(db, userId, thought.categoryId);
  const note = parseInput(createJokeNoteSchema, {
    setup: thought.content,
    punchlines: [],
    notes: thought.tags.length > 0 ? `Tags: ${joinTags(thought.tags)}` : null,
    inspiration: category ? `From My Thoughts: ${category}` : "From My Thoughts",
  });
  return createNote(db, userId, note);
}

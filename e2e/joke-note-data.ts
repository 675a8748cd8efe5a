// Joke notes made and read through the API with the page's session, so a test can start
// from a given board and check what the server saved.
import type { Page } from "@playwright/test";
import type { JokeNote } from "../shared/joke-notes/joke-note-dto";
import type { DevelopmentStage, StoolCategory } from "../shared/joke-notes/stages";
import { apiClient } from "./api-client";

export type { JokeNote };

/** What a test says about a new note; the rest takes the API's defaults. */
export interface JokeNoteInput {
  setup: string;
  punchlines?: string[];
  notes?: string | null;
  inspiration?: string | null;
}

/** A place on the Joke Lab board: a development stage, or on the stool ("main" is Main). */
export type BoardPlace = { stage: DevelopmentStage } | { stool: "main" | StoolCategory };

/** Creates a note (new notes go on top), and puts it in `place` if one is given. */
export async function aJokeNote(page: Page, note: JokeNoteInput, place?: BoardPlace): Promise<JokeNote> {
  const created = await apiClient(page.request).jokeNotes.create({ body: { punchlines: [], ...note } }).answer();
  return place ? placeJokeNote(page, created.id, place) : created;
}

/** Creates the notes oldest first, so the last one ends up on top. */
export async function jokeNotesOldestFirst(page: Page, ...notes: JokeNoteInput[]): Promise<JokeNote[]> {
  const created: JokeNote[] = [];
  for (const note of notes) created.push(await aJokeNote(page, note));
  return created;
}

/** Moves a note to a development stage, or promotes it to the stool, as the board does. */
export async function placeJokeNote(page: Page, id: number, place: BoardPlace): Promise<JokeNote> {
  const body =
    "stool" in place
      ? { stage: "working_on" as const, onStool: true, stoolCategory: place.stool === "main" ? null : place.stool }
      : { stage: place.stage };
  return apiClient(page.request).jokeNotes.patch({ params: { id }, body }).answer();
}

/** The comedian's notes as the server has them, in the saved order. */
export async function savedJokeNotes(page: Page): Promise<JokeNote[]> {
  return apiClient(page.request).jokeNotes.list().answer();
}

export async function savedJokeNote(page: Page, id: number): Promise<JokeNote> {
  const note = (await savedJokeNotes(page)).find((n) => n.id === id);
  if (!note) throw new Error(`note ${id} is gone`);
  return note;
}

import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { ownerCheckSql } from "../../db/owner-check";

/** A timestamp as JavaScript's toISOString writes it. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A joke_notes row's place in its owner's list (joke_note_places), where the row's columns are in scope. */
const PLACE_OF_ROW = "(SELECT jp.sort_order FROM joke_note_places jp WHERE jp.joke_note_id = id)";

/**
 * The one mapping from a joke_notes row to the JokeNote every endpoint answers: each DTO
 * field and the SQL that yields it (the type makes a missing or extra field a compile error).
 * PostgreSQL builds the JSON, so the list passes through Node as text. `sortOrder` is the
 * expression of the note's place: a query that joins joke_note_places names its column.
 */
const fields = (sortOrder: string): Record<keyof JokeNote, string> => ({
  id: "id",
  setup: "setup",
  punchlines: "punchlines",
  notes: "notes",
  inspiration: "inspiration",
  stage: "stage",
  onStool: "on_stool",
  stoolCategory: "stool_category",
  sortOrder,
  durationSeconds: "duration_seconds",
  createdAt: iso("created_at"),
  updatedAt: iso("updated_at"),
});

/** One row as a JSON object, its place read by `sortOrder`. */
export const jokeNoteJson = (sortOrder: string) =>
  `json_build_object(${Object.entries(fields(sortOrder))
    .map(([key, expression]) => `'${key}', ${expression}`)
    .join(", ")})`;

/** One row as a JSON object; usable wherever the row's columns are in scope (SELECT, RETURNING). */
export const JOKE_NOTE_JSON = jokeNoteJson(PLACE_OF_ROW);

/**
 * The owner's notes with their places, as a FROM item whose columns are the note's and the
 * place's `p.sort_order` and `p.status`, and the condition that makes them the owner's. One
 * table leads, found by the owner's index; the other is reached by its primary key only: with
 * statistics older than the comedian's file, a join that let both sides be found by owner
 * walked all of their notes once per note (docs/decisions/048). The places lead for the saved
 * order and a Joke Lab column, the note's owner checked on the note each reaches
 * (server/db/owner-check.ts); the notes lead for the sorts by their own columns, each note's
 * place being its own row.
 */
export const placedJokeNotes = (lead: "places" | "notes", owner: string): { from: string; owned: string } =>
  lead === "places"
    ? {
        from: `joke_note_places p JOIN joke_notes ON joke_notes.id = p.joke_note_id`,
        owned: `p.user_id = ${owner} AND ${ownerCheckSql("joke_notes.user_id", owner)}`,
      }
    : { from: `joke_notes JOIN joke_note_places p ON p.joke_note_id = joke_notes.id`, owned: `joke_notes.user_id = ${owner}` };

const wholeList = placedJokeNotes("places", "$1");

/**
 * The owner's notes in their saved order as one JSON array. Shared with bench/joke-notes,
 * whose baseline runs the same SQL.
 */
export const LIST_JOKE_NOTES_JSON_SQL = `
  SELECT coalesce(json_agg(${jokeNoteJson("p.sort_order")} ORDER BY p.sort_order), '[]')::text AS json
  FROM ${wholeList.from} WHERE ${wholeList.owned}`;

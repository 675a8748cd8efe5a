import type { JokeNote } from "@shared/joke-notes/joke-note-dto";

/** A timestamp as JavaScript's toISOString writes it. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The one mapping from a joke_notes row to the JokeNote every endpoint answers: each DTO
 * field and the SQL that yields it (the type makes a missing or extra field a compile error).
 * PostgreSQL builds the JSON, so the list passes through Node as text.
 */
const FIELDS: Record<keyof JokeNote, string> = {
  id: "id",
  setup: "setup",
  punchlines: "punchlines",
  notes: "notes",
  inspiration: "inspiration",
  stage: "stage",
  onStool: "on_stool",
  stoolCategory: "stool_category",
  sortOrder: "sort_order",
  durationSeconds: "duration_seconds",
  createdAt: iso("created_at"),
  updatedAt: iso("updated_at"),
};

/** One row as a JSON object; usable wherever the row's columns are in scope (SELECT, RETURNING). */
export const JOKE_NOTE_JSON = `json_build_object(${Object.entries(FIELDS)
  .map(([key, expression]) => `'${key}', ${expression}`)
  .join(", ")})`;

/**
 * The owner's notes in their saved order as one JSON array. Shared with bench/joke-notes,
 * whose baseline runs the same SQL.
 */
export const LIST_JOKE_NOTES_JSON_SQL = `
  SELECT coalesce(json_agg(${JOKE_NOTE_JSON} ORDER BY sort_order, id DESC), '[]')::text AS json
  FROM joke_notes WHERE user_id = $1`;

import { sql } from "drizzle-orm";
import type { JokeNoteItem } from "@shared/material/material-file";
import type { NoteText } from "@shared/joke-notes/note-text";
import type { JokeNoteExport } from "@shared/material/material-export";
import { jokeNotes, jokeNoteVersions } from "@shared/schema/index";
import { lockListOrder } from "./joke-notes.repository";
import type { DbExecutor } from "../../db/client";

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A page of the owner's notes with their versions (newest first), after `afterId` by id. */
export async function exportPage(tx: DbExecutor, userId: number, afterId: number, limit: number): Promise<(JokeNoteExport & { id: number })[]> {
  const result = await tx.execute<{ id: number; json: JokeNoteExport }>(sql.raw(`
    SELECT n.id, json_build_object(
      'exportId', 'joke-note-' || n.id,
      'setup', n.setup, 'punchlines', n.punchlines, 'notes', n.notes, 'inspiration', n.inspiration,
      'stage', n.stage, 'onStool', n.on_stool, 'stoolCategory', n.stool_category, 'sortOrder', p.sort_order,
      'durationSeconds', n.duration_seconds, 'createdAt', ${iso("n.created_at")}, 'updatedAt', ${iso("n.updated_at")},
      'versions', coalesce((
        SELECT json_agg(json_build_object(
          'setup', v.setup, 'punchlines', v.punchlines, 'notes', v.notes, 'inspiration', v.inspiration,
          'setAside', v.set_aside, 'createdAt', ${iso("v.created_at")}) ORDER BY v.id DESC)
        FROM joke_note_versions v WHERE v.joke_note_id = n.id AND v.user_id = n.user_id), '[]')
    ) AS json
    FROM joke_notes n JOIN joke_note_places p ON p.joke_note_id = n.id
    WHERE n.user_id = ${Math.trunc(userId)} AND n.id > ${Math.trunc(afterId)}
    ORDER BY n.id LIMIT ${Math.trunc(limit)}`));
  return result.rows.map((row) => ({ ...row.json, id: row.id }));
}

/** The words of every note the owner has, with its id, for matching an import against. */
export async function existingTexts(tx: DbExecutor, userId: number): Promise<(NoteText & { id: number })[]> {
  const result = await tx.execute<{ [K in keyof NoteText]: NoteText[K] } & { id: number }>(sql`
    SELECT id, setup, punchlines, notes, inspiration FROM ${jokeNotes} WHERE ${jokeNotes.userId} = ${userId}`);
  return result.rows;
}

const INSERT_BATCH = 1_000;

/**
 * Adds the notes above the owner's others, in the given order, with their versions. Ids
 * are drawn from the sequence first, so each version knows its note's new id. Answers the
 * new ids, in the given order.
 */
export async function insertImported(tx: DbExecutor, userId: number, items: JokeNoteItem[]): Promise<number[]> {
  if (items.length === 0) return [];
  const ids = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('joke_notes', 'id'))::int AS id FROM generate_series(1, ${items.length})`,
  );
  // The imported notes take places above the list: they wait their turn with its other writes.
  await lockListOrder(tx, userId);
  const rows = items.map((item, i) => ({
    id: ids.rows[i]!.id,
    userId,
    setup: item.setup,
    punchlines: item.punchlines,
    notes: item.notes,
    inspiration: item.inspiration,
    stage: item.stage,
    onStool: item.onStool,
    stoolCategory: item.onStool ? item.stoolCategory : null,
    durationSeconds: item.durationSeconds,
    ...(item.createdAt ? { createdAt: new Date(item.createdAt) } : {}),
    ...(item.updatedAt ? { updatedAt: new Date(item.updatedAt) } : {}),
  }));
  // Each statement's notes go on top of the list, the first id first (migration 0040's trigger),
  // and the ids follow the given order: so the last batch goes in first and each earlier one
  // above it, and the list reads in the given order.
  const batches: (typeof rows)[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) batches.push(rows.slice(i, i + INSERT_BATCH));
  for (const batch of batches.reverse()) {
    await tx.insert(jokeNotes).values(batch);
  }
  const versions = items.flatMap((item, i) =>
    // Oldest first, so version ids keep the file's newest-first order when read back.
    [...item.versions].reverse().map((version) => ({
      jokeNoteId: ids.rows[i]!.id,
      userId,
      setup: version.setup,
      punchlines: version.punchlines,
      notes: version.notes,
      inspiration: version.inspiration,
      setAside: version.setAside,
      ...(version.createdAt ? { createdAt: new Date(version.createdAt) } : {}),
    })),
  );
  for (let i = 0; i < versions.length; i += INSERT_BATCH) {
    await tx.insert(jokeNoteVersions).values(versions.slice(i, i + INSERT_BATCH));
  }
  return ids.rows.map((row) => row.id);
}

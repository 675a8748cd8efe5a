import { sql } from "drizzle-orm";
import type { PerformanceItem } from "@shared/material/material-file";
import type { PerformanceExport } from "@shared/material/material-export";
import type { PerformanceRating } from "@shared/performances/ratings";
import { performanceRatingsTable, performances } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";
import { ownerCheckSql } from "../../db/owner-check";

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A page of the owner's performances after `afterId` by id, each with its set and ratings as references. */
export async function exportPage(
  tx: DbExecutor,
  userId: number,
  afterId: number,
  limit: number,
): Promise<(PerformanceExport & { id: number })[]> {
  const result = await tx.execute<{ id: number; json: PerformanceExport }>(sql`
    SELECT p.id, json_build_object(
      'exportId', 'performance-' || p.id, 'performedAt', ${iso("p.performed_at")}, 'venue', p.venue,
      'showName', p.show_name, 'setList', 'set-list-' || s.id, 'setListName', s.name,
      'durationSeconds', p.duration_seconds, 'notes', p.notes,
      'ratings', coalesce((
        SELECT json_agg(json_build_object('jokeNote', 'joke-note-' || j.id, 'setup', j.setup, 'rating', r.rating, 'notes', r.notes)
          ORDER BY r.position, r.id)
        FROM performance_ratings r JOIN joke_notes j ON j.id = r.joke_note_id AND ${sql.raw(ownerCheckSql("j.user_id", "p.user_id"))}
        WHERE r.performance_id = p.id), '[]'),
      'createdAt', ${iso("p.created_at")}, 'updatedAt', ${iso("p.updated_at")}
    ) AS json
    FROM performances p LEFT JOIN set_lists s ON s.id = p.set_list_id AND s.user_id = p.user_id
    WHERE p.user_id = ${userId} AND p.id > ${afterId}
    ORDER BY p.id LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row.json, id: row.id }));
}

/** A performance with its set and rated jokes as the account's ids. */
export type PerformanceRecord = {
  performedAt: string;
  venue: string;
  showName: string | null;
  setListId: number | null;
  durationSeconds: number | null;
  notes: string | null;
  ratings: { jokeNoteId: number; rating: PerformanceRating; notes: string | null }[];
};

/** Every performance the owner has, for matching an import against. */
export async function existingPerformances(tx: DbExecutor, userId: number): Promise<(PerformanceRecord & { id: number })[]> {
  const result = await tx.execute<{ id: number; json: PerformanceRecord }>(sql`
    SELECT p.id, json_build_object(
      'performedAt', ${iso("p.performed_at")}, 'venue', p.venue, 'showName', p.show_name, 'setListId', p.set_list_id,
      'durationSeconds', p.duration_seconds, 'notes', p.notes,
      'ratings', coalesce((
        SELECT json_agg(json_build_object('jokeNoteId', r.joke_note_id, 'rating', r.rating, 'notes', r.notes) ORDER BY r.position, r.id)
        FROM performance_ratings r WHERE r.performance_id = p.id), '[]')
    ) AS json
    FROM performances p WHERE p.user_id = ${userId}`);
  return result.rows.map((row) => ({ ...row.json, id: row.id }));
}

const INSERT_BATCH = 1_000;

/** Adds the performances with their ratings (set and jokes already the owner's); answers the new ids in order. */
export async function insertImported(
  tx: DbExecutor,
  userId: number,
  records: { item: PerformanceItem; record: PerformanceRecord }[],
): Promise<number[]> {
  if (records.length === 0) return [];
  const ids = (
    await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('performances', 'id'))::int AS id FROM generate_series(1, ${records.length})`,
    )
  ).rows.map((row) => row.id);
  const rows = records.map(({ item, record }, i) => ({
    id: ids[i]!,
    userId,
    performedAt: new Date(record.performedAt),
    venue: record.venue,
    showName: record.showName,
    setListId: record.setListId,
    durationSeconds: record.durationSeconds,
    notes: record.notes,
    ...(item.createdAt ? { createdAt: new Date(item.createdAt) } : {}),
    ...(item.updatedAt ? { updatedAt: new Date(item.updatedAt) } : {}),
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(performances).values(rows.slice(i, i + INSERT_BATCH));
  }
  const ratings = records.flatMap(({ record }, i) =>
    record.ratings.map((r, position) => ({ performanceId: ids[i]!, position: position + 1, ...r })),
  );
  for (let i = 0; i < ratings.length; i += INSERT_BATCH) {
    await tx.insert(performanceRatingsTable).values(ratings.slice(i, i + INSERT_BATCH));
  }
  return ids;
}

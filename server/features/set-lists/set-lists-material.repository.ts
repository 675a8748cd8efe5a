import { sql } from "drizzle-orm";
import type { SetListItem } from "@shared/material/material-file";
import type { SetListExport } from "@shared/material/material-export";
import { setListItems, setLists } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";
import { ownerCheckSql } from "../../db/owner-check";

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A page of the owner's set lists after `afterId` by id, each with its bits in running order. */
export async function exportPage(tx: DbExecutor, userId: number, afterId: number, limit: number): Promise<(SetListExport & { id: number })[]> {
  const result = await tx.execute<{ id: number; json: SetListExport }>(sql`
    SELECT s.id, json_build_object(
      'exportId', 'set-list-' || s.id, 'name', s.name, 'targetMinutes', s.target_minutes,
      'items', coalesce((
        SELECT json_agg(json_build_object('jokeNote', 'joke-note-' || j.id, 'setup', j.setup) ORDER BY i.position, i.id)
        FROM set_list_items i JOIN joke_notes j ON j.id = i.joke_note_id AND ${sql.raw(ownerCheckSql("j.user_id", "s.user_id"))}
        WHERE i.set_list_id = s.id), '[]'),
      'createdAt', ${iso("s.created_at")}, 'updatedAt', ${iso("s.updated_at")}
    ) AS json
    FROM set_lists s
    WHERE s.user_id = ${userId} AND s.id > ${afterId}
    ORDER BY s.id LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row.json, id: row.id }));
}

export type ExistingSetList = {
  id: number;
  name: string;
  targetMinutes: number;
  jokeNoteIds: number[];
};

/** Every set the owner has, with its bits' joke ids in running order, for matching an import against. */
export async function existingSetLists(tx: DbExecutor, userId: number): Promise<ExistingSetList[]> {
  const result = await tx.execute<ExistingSetList>(sql`
    SELECT s.id, s.name, s.target_minutes AS "targetMinutes",
      coalesce(array_agg(i.joke_note_id ORDER BY i.position, i.id) FILTER (WHERE i.id IS NOT NULL), '{}') AS "jokeNoteIds"
    FROM set_lists s LEFT JOIN set_list_items i ON i.set_list_id = s.id
    WHERE s.user_id = ${userId}
    GROUP BY s.id`);
  return result.rows;
}

const INSERT_BATCH = 1_000;

/**
 * Adds the sets with their bits (joke ids already the owner's); answers the new ids in the
 * given order. Ids are drawn from the sequence first, so each bit knows its set's id.
 */
export async function insertImported(
  tx: DbExecutor,
  userId: number,
  sets: { item: SetListItem; jokeNoteIds: number[] }[],
): Promise<number[]> {
  if (sets.length === 0) return [];
  const ids = (
    await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('set_lists', 'id'))::int AS id FROM generate_series(1, ${sets.length})`,
    )
  ).rows.map((row) => row.id);
  const rows = sets.map(({ item }, i) => ({
    id: ids[i]!,
    userId,
    name: item.name,
    targetMinutes: item.targetMinutes,
    ...(item.createdAt ? { createdAt: new Date(item.createdAt) } : {}),
    ...(item.updatedAt ? { updatedAt: new Date(item.updatedAt) } : {}),
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(setLists).values(rows.slice(i, i + INSERT_BATCH));
  }
  const bits = sets.flatMap(({ jokeNoteIds }, i) =>
    jokeNoteIds.map((jokeNoteId, position) => ({ setListId: ids[i]!, jokeNoteId, position: position + 1 })),
  );
  for (let i = 0; i < bits.length; i += INSERT_BATCH) {
    await tx.insert(setListItems).values(bits.slice(i, i + INSERT_BATCH));
  }
  return ids;
}

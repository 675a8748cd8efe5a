import { sql } from "drizzle-orm";
import type { RecordingExport } from "@shared/material/material-export";
import type { DbExecutor } from "../../db/client";
import { ownerCheckSql } from "../../db/owner-check";

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A page of the owner's recordings after `afterId` by id, each with its set, show and jokes as references. */
export async function exportPage(tx: DbExecutor, userId: number, afterId: number, limit: number): Promise<(RecordingExport & { id: number })[]> {
  const result = await tx.execute<{ id: number; json: RecordingExport }>(sql`
    SELECT r.id, json_build_object(
      'exportId', 'recording-' || r.id, 'startedAt', ${iso("r.started_at")}, 'durationMs', r.duration_ms, 'mimeType', r.mime_type,
      'setList', 'set-list-' || s.id, 'setListName', s.name, 'performance', 'performance-' || p.id, 'venue', p.venue,
      'laughCount', r.laugh_count, 'laughSeconds', r.laugh_seconds,
      'laughsPerMinute', r.laughs_per_minute, 'laughSecondsPerMinute', r.laugh_seconds_per_minute,
      'laughsEdited', r.laughs_edited, 'laughs', r.laughs, 'applauseCount', r.applause_count, 'applause', r.applause,
      'bits', coalesce((
        SELECT json_agg(json_build_object('jokeNote', 'joke-note-' || j.id, 'setup', j.setup, 'startMs', b.start_ms, 'endMs', b.end_ms,
          'laughCount', b.laugh_count, 'laughsPerMinute', b.laughs_per_minute, 'applauseCount', b.applause_count) ORDER BY b.position)
        FROM recording_bits b JOIN joke_notes j ON j.id = b.joke_note_id AND ${sql.raw(ownerCheckSql("j.user_id", "r.user_id"))}
        WHERE b.recording_id = r.id), '[]'),
      'createdAt', ${iso("r.created_at")}, 'updatedAt', ${iso("r.updated_at")}
    ) AS json
    FROM recordings r
    LEFT JOIN set_lists s ON s.id = r.set_list_id AND s.user_id = r.user_id
    LEFT JOIN performances p ON p.id = r.performance_id AND p.user_id = r.user_id
    WHERE r.user_id = ${userId} AND r.id > ${afterId}
    ORDER BY r.id LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row.json, id: row.id }));
}

import type pg from "pg";

export interface InsightsSeed {
  notes: number;
  shows: number;
  ratingsPerShow: number;
  /** Shows with a finished recording (its bits, one per rated joke). */
  recordedShows: number;
  /** Days the notes are spread over, newest today. */
  writingDays: number;
}

/**
 * A comedian's years in one go, in the shapes the app stores: `notes` joke notes written over
 * `writingDays` (their status changes kept as written then, with a move for every tenth), just
 * notes and thoughts, `shows` logged shows every other day or so with `ratingsPerShow` bits rated
 * from a repertoire of 400 (a set list with a target on each), and a recording for some.
 */
export async function seedInsights(pool: pg.Pool, userId: number, seed: InsightsSeed): Promise<void> {
  const minutes = Math.max(1, Math.floor((seed.writingDays * 24 * 60) / seed.notes));
  await pool.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, stage, on_stool, stool_category, created_at, updated_at)
     SELECT $1, 'Bit number ' || g || ': my landlord has a podcast', ARRAY['and it is all about rent'],
            (ARRAY['idea','on_hold','working_on'])[1 + g % 3], g % 5 = 0,
            CASE WHEN g % 5 <> 0 THEN NULL WHEN g % 15 = 0 THEN 'my_stool' WHEN g % 10 = 0 THEN 'open_mic' END,
            now() - (g * $3 || ' minutes')::interval, now() - (g * $3 || ' minutes')::interval
     FROM generate_series(1, $2) AS g`,
    [userId, seed.notes, minutes],
  );
  // Each note's writing was kept when it was written; every tenth moved a day later.
  await pool.query(
    `UPDATE joke_note_status_changes c SET changed_at = j.created_at FROM joke_notes j WHERE j.id = c.joke_note_id AND c.user_id = $1`,
    [userId],
  );
  await pool.query(
    `INSERT INTO joke_note_status_changes (user_id, joke_note_id, from_status, to_status, changed_at)
     SELECT $1, id, 'idea', 'working_on', created_at + interval '1 day' FROM joke_notes WHERE user_id = $1 AND id % 10 = 0 AND stage = 'idea' AND NOT on_stool`,
    [userId],
  );
  // Changes older than the 120 days the daily job keeps are gone.
  await pool.query(`DELETE FROM joke_note_status_changes WHERE user_id = $1 AND changed_at < now() - interval '120 days'`, [userId]);
  await pool.query(
    `WITH cat AS (INSERT INTO thought_categories (user_id, name) VALUES ($1, 'Family') RETURNING id)
     INSERT INTO thoughts (user_id, category_id, content, created_at)
     SELECT $1, cat.id, 'A thought ' || g, now() - (g * 7 || ' hours')::interval FROM cat, generate_series(1, 3000) g`,
    [userId],
  );
  await pool.query(
    `INSERT INTO notes (user_id, title, content, created_at, updated_at)
     SELECT $1, 'Note ' || g, 'x', now() - (g * 11 || ' hours')::interval, now() FROM generate_series(1, 2000) g`,
    [userId],
  );
  await pool.query(
    `INSERT INTO set_lists (user_id, name, target_minutes) SELECT $1, 'Set ' || g, 5 + g % 10 FROM generate_series(1, 20) g`,
    [userId],
  );
  await pool.query(
    `INSERT INTO performances (user_id, performed_at, venue, set_list_id, duration_seconds)
     SELECT $1, now() - (g * 37 || ' hours')::interval, 'Club ' || g % 12,
            (SELECT id FROM set_lists WHERE user_id = $1 ORDER BY id OFFSET g % 20 LIMIT 1),
            CASE WHEN g % 4 = 0 THEN NULL ELSE 240 + g % 300 END
     FROM generate_series(1, $2) g`,
    [userId, seed.shows],
  );
  await pool.query(
    `WITH repertoire AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM joke_notes WHERE user_id = $1 ORDER BY id LIMIT 400),
     shows AS (SELECT id, row_number() OVER (ORDER BY id) AS s FROM performances WHERE user_id = $1)
     INSERT INTO performance_ratings (performance_id, joke_note_id, position, rating)
     SELECT shows.id, r.id, b, (ARRAY['killed','good','ok','bombed'])[1 + (shows.s * 7 + b * 3) % 4]
     FROM shows CROSS JOIN generate_series(1, $2) b JOIN repertoire r ON r.k = (shows.s * 13 + b * 17) % 400`,
    [userId, seed.ratingsPerShow],
  );
  await pool.query(
    `WITH recorded AS (SELECT id, performed_at FROM performances WHERE user_id = $1 ORDER BY performed_at DESC LIMIT $2),
     rec AS (
       INSERT INTO recordings (user_id, performance_id, started_at, duration_ms, mime_type, chunk_count, audio_status,
         laugh_count, laughs_per_minute, finished_at)
       SELECT $1, id, performed_at, 600000, 'audio/webm', 120, 'complete', 40, 4, performed_at FROM recorded
       RETURNING id, performance_id
     )
     INSERT INTO recording_bits (recording_id, position, joke_note_id, start_ms, end_ms, laugh_count, laughs_per_minute)
     SELECT rec.id, r.position, r.joke_note_id, (r.position - 1) * 30000, r.position * 30000, r.position % 5, (r.position % 5) * 2
     FROM rec JOIN performance_ratings r ON r.performance_id = rec.performance_id`,
    [userId, seed.recordedShows],
  );
  // As autovacuum leaves tables after a load: statistics, and the visibility map index-only scans read.
  await pool.query("VACUUM ANALYZE");
}

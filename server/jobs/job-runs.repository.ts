import type pg from "pg";

/**
 * Claims a schedule tick for a job, atomically: true for the first instance to ask, false for
 * every other (and for a tick at or before the last one claimed).
 */
export async function claimTick(pool: pg.Pool, name: string, tick: Date): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO job_runs (name, last_tick) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET last_tick = EXCLUDED.last_tick
     WHERE job_runs.last_tick IS NULL OR job_runs.last_tick < EXCLUDED.last_tick`,
    [name, tick],
  );
  return rowCount === 1;
}

export async function recordStart(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(
    `INSERT INTO job_runs (name, last_started_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET last_started_at = now()`,
    [name],
  );
}

export async function recordFinish(client: pg.ClientBase, name: string, outcome: { result?: unknown; error?: string }) {
  await client.query(
    `UPDATE job_runs SET last_finished_at = now(), last_result = $2, last_error = $3 WHERE name = $1`,
    [name, outcome.result === undefined ? null : JSON.stringify(outcome.result), outcome.error ?? null],
  );
}

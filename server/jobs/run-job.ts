import type pg from "pg";
import { isDatabaseUnavailable } from "../db/availability";
import { logger } from "../logger";
import { jobRuns } from "../observability/metrics";
import { claimTick, recordFinish, recordStart } from "./job-runs.repository";

export interface Job<T = unknown> {
  /** Unique; also names the advisory lock and the job_runs row. */
  name: string;
  /** A cron expression (node-cron, five or six fields). */
  schedule: string;
  /** IANA zone the schedule is read in; the server's zone when absent. */
  timezone?: string;
  run: () => Promise<T>;
}

export type JobOutcome<T> = { ran: true; result: T } | { ran: false; reason: "claimed-elsewhere" | "already-running" };

/**
 * Runs a job while holding a PostgreSQL advisory lock named after it, so however many app
 * instances there are, one run happens at a time. With a `tick` (a scheduled run) the tick is
 * first claimed in job_runs, so each scheduled time runs once across instances, not once each.
 */
export async function runJob<T>(pool: pg.Pool, job: Job<T>, tick?: Date): Promise<JobOutcome<T>> {
  if (tick && !(await claimTick(pool, job.name, tick))) return { ran: false, reason: "claimed-elsewhere" };
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [
      `job:${job.name}`,
    ]);
    if (!rows[0]?.locked) return { ran: false, reason: "already-running" };
    try {
      await recordStart(client, job.name);
      const result = await job.run();
      await recordFinish(client, job.name, { result });
      return { ran: true, result };
    } catch (error) {
      await recordFinish(client, job.name, { error: error instanceof Error ? error.message : String(error) }).catch(
        () => undefined,
      );
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [`job:${job.name}`]);
    }
  } finally {
    client.release();
  }
}

export type ScheduledOutcome = "ran" | "skipped" | "failed" | "database-unavailable";

/**
 * A scheduled run: failures are logged, never thrown into the scheduler. "database-unavailable"
 * when the database could not be reached, so the run is owed (see scheduler.ts).
 */
export async function runScheduled(pool: pg.Pool, job: Job, tick: Date): Promise<ScheduledOutcome> {
  const outcome = await scheduledOutcome(pool, job, tick);
  jobRuns.inc({ job: job.name, outcome });
  return outcome;
}

async function scheduledOutcome(pool: pg.Pool, job: Job, tick: Date): Promise<ScheduledOutcome> {
  try {
    const outcome = await runJob(pool, job, tick);
    if (outcome.ran) logger.info({ job: job.name, result: outcome.result }, "job finished");
    return outcome.ran ? "ran" : "skipped";
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ job: job.name, tick }, "job put off: the database is unavailable");
      return "database-unavailable";
    }
    logger.error({ err: error, job: job.name }, "job failed");
    return "failed";
  }
}

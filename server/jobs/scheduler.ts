import cron from "node-cron";
import type pg from "pg";
import { runScheduled, type Job } from "./run-job";

/** The minute a run was scheduled for: every instance computes the same tick for it. */
const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/**
 * Schedules every job with node-cron; answers a function that stops them all: nothing new
 * starts, and runs under way are waited for (a shutdown lets a running job finish).
 */
export function startJobs(pool: pg.Pool, jobs: Job[]): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const tasks = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      (context) => {
        const run = runScheduled(pool, job, minuteOf(context.date));
        running.add(run);
        return run.finally(() => running.delete(run));
      },
      { name: job.name, timezone: job.timezone, noOverlap: true },
    ),
  );
  return async () => {
    for (const task of tasks) await task.destroy();
    await Promise.all(running);
  };
}

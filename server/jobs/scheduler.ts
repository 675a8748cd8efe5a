import cron from "node-cron";
import type pg from "pg";
import { runScheduled, type Job } from "./run-job";

/** The minute a run was scheduled for: every instance computes the same tick for it. */
const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/** How often runs put off by a database outage are tried again. */
const CATCH_UP_MS = 5_000;

/**
 * Runs jobs' ticks and remembers, per job, the latest tick that could not run because the
 * database was unavailable. `catchUp` runs each owed job once for that tick (not once per
 * missed tick); the tick is claimed in job_runs like any other, so across instances it runs once.
 */
export function jobTicks(pool: pg.Pool) {
  const owed = new Map<string, { job: Job; tick: Date }>();
  const run = async (job: Job, tick: Date) => {
    const outcome = await runScheduled(pool, job, tick);
    if (outcome === "database-unavailable") owed.set(job.name, { job, tick });
    else if (owed.get(job.name)?.tick.getTime() === tick.getTime() || outcome === "ran") owed.delete(job.name);
    return outcome;
  };
  return {
    run,
    async catchUp(): Promise<void> {
      for (const { job, tick } of [...owed.values()]) await run(job, tick);
    },
    owed: () => [...owed.values()].map(({ job, tick }) => ({ name: job.name, tick })),
  };
}

/**
 * Schedules every job with node-cron; answers a function that stops them all: nothing new
 * starts, and runs under way are waited for (a shutdown lets a running job finish).
 */
export function startJobs(pool: pg.Pool, jobs: Job[]): () => Promise<void> {
  const ticks = jobTicks(pool);
  const running = new Set<Promise<unknown>>();
  const track = (run: Promise<unknown>) => {
    running.add(run);
    return run.finally(() => running.delete(run));
  };
  const tasks = jobs.map((job) =>
    cron.schedule(job.schedule, (context) => track(ticks.run(job, minuteOf(context.date))), {
      name: job.name,
      timezone: job.timezone,
      noOverlap: true,
    }),
  );
  const catchUp = setInterval(() => {
    if (ticks.owed().length > 0) void track(ticks.catchUp());
  }, CATCH_UP_MS);
  catchUp.unref();
  return async () => {
    clearInterval(catchUp);
    for (const task of tasks) await task.destroy();
    await Promise.all(running);
  };
}

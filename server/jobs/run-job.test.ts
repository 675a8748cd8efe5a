import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import pg from "pg";
import { createTestApp, type TestApp } from "../test/test-app";
import { runJob, type Job } from "./run-job";
import { sweepRateLimitsJob } from "./sweep-rate-limits.job";
import { within } from "../test/wait-for";

let t: TestApp;
let otherInstance: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  // A second pool on the same database stands in for a second app instance.
  otherInstance = new pg.Pool({ connectionString: t.url, max: 2 });
});
afterAll(async () => {
  await otherInstance.end();
  await t.close();
});

function countingJob(name: string): Job<number> & { runs: number } {
  const job = {
    name,
    schedule: "* * * * *",
    runs: 0,
    run: async () => {
      job.runs += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return job.runs;
    },
  };
  return job;
}

describe("jobs across instances", () => {
  it("run each scheduled tick once, whichever instance claims it", async () => {
    const job = countingJob("tick-once");
    const tick = new Date("2026-11-23T15:00:00Z");
    const outcomes = await Promise.all([runJob(t.pool, job, tick), runJob(otherInstance, job, tick), runJob(t.pool, job, tick)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(job.runs).toBe(1);
    expect((await runJob(otherInstance, job, new Date("2026-11-23T15:01:00Z"))).ran).toBe(true);
    expect((await runJob(otherInstance, job, tick)).ran).toBe(false);
    expect(job.runs).toBe(2);
  });

  it("never overlap: a run asked for while another holds the lock is skipped", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let runs = 0;
    const job: Job<number> = {
      name: "no-overlap",
      schedule: "* * * * *",
      run: async () => {
        runs += 1;
        started();
        await finished;
        return runs;
      },
    };
    onTestFinished(() => finish());
    const first = runJob(t.pool, job);
    // The first run is under way (it holds the lock) until the test lets it finish.
    await within(running, { message: "the first run to start" });
    const second = await within(runJob(otherInstance, job), { message: "the second run to be turned away while the first holds the lock" });
    finish();
    expect(await first).toEqual({ ran: true, result: 1 });
    expect(second).toEqual({ ran: false, reason: "already-running" });
    expect(runs).toBe(1);
  });

  it("record how the last run went", async () => {
    const failing: Job = { name: "fails", schedule: "* * * * *", run: () => Promise.reject(new Error("boom")) };
    await expect(runJob(t.pool, failing)).rejects.toThrow("boom");
    const { rows } = await t.pool.query("SELECT last_error, last_finished_at FROM job_runs WHERE name = 'fails'");
    expect(rows[0]).toMatchObject({ last_error: "boom", last_finished_at: expect.any(Date) });
  });
});

describe("sweep-rate-limits", () => {
  it("deletes only counters whose window has passed", async () => {
    const now = Date.now();
    await t.pool.query("INSERT INTO rate_limits (key, points, expire) VALUES ('old', 3, $1), ('live', 1, $2), ('forever', 1, NULL)", [
      now - 1000,
      now + 60_000,
    ]);
    const outcome = await runJob(t.pool, sweepRateLimitsJob(t.pool));
    expect(outcome).toEqual({ ran: true, result: { deleted: 1 } });
    const { rows } = await t.pool.query("SELECT key FROM rate_limits ORDER BY key");
    expect(rows.map((r: { key: string }) => r.key)).toEqual(["forever", "live"]);
  });
});

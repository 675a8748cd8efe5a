import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startDatabaseProxy } from "../test/database-proxy";
import { createTestApp, type TestApp } from "../test/test-app";
import type { Job } from "./run-job";
import { jobTicks } from "./scheduler";

let t: TestApp;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  t = await createTestApp();
  proxy = await startDatabaseProxy(inject("adminDatabaseUrl"));
});
afterAll(async () => {
  proxy.resume();
  await Promise.all(pools.map((pool) => pool.end()));
  await proxy.close();
  await t.close();
});

/** An app instance's pool, reaching the database through the relay. */
function instancePool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: proxy.url(new URL(t.url).pathname.slice(1)), max: 2, connectionTimeoutMillis: 1_000 });
  pool.on("error", () => undefined);
  pools.push(pool);
  return pool;
}

const minute = (m: number) => new Date(Date.UTC(2026, 10, 25, 3, m));

describe("jobs that came due while the database was away", () => {
  it("run once afterwards, for the latest tick missed, and once across instances", async () => {
    const job: Job<number> & { runs: number } = {
      name: "catch-up-once",
      schedule: "* * * * *",
      runs: 0,
      run: () => Promise.resolve(++job.runs),
    };
    const instances = [jobTicks(instancePool()), jobTicks(instancePool())];

    proxy.stop();
    for (const instance of instances) {
      for (const m of [1, 2, 3]) expect(await instance.run(job, minute(m))).toBe("database-unavailable");
    }
    expect(job.runs).toBe(0);
    for (const instance of instances) expect(instance.owed()).toEqual([{ name: job.name, tick: minute(3) }]);

    proxy.resume();
    await Promise.all(instances.map((instance) => instance.catchUp()));
    expect(job.runs).toBe(1);
    for (const instance of instances) expect(instance.owed()).toEqual([]);
    await Promise.all(instances.map((instance) => instance.catchUp()));
    expect(job.runs).toBe(1);

    // The next tick runs as usual.
    expect(await instances[0]!.run(job, minute(4))).toBe("ran");
    expect(job.runs).toBe(2);
  });
});

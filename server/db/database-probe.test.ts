import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startDatabaseProxy } from "../test/database-proxy";
import { databaseProbe } from "./availability";
import { connect, type Database } from "./client";

let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let database: Database;

beforeAll(async () => {
  proxy = await startDatabaseProxy(inject("adminDatabaseUrl"));
  database = connect(proxy.url(), 2);
});
afterAll(async () => {
  proxy.resume();
  await database.pool.end();
  await proxy.close();
});

/** Keeps this process busy (as a request parsing megabytes of JSON does), hearing nothing meanwhile. */
const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

it("does not count the time this process was too busy to listen as the database's silence", async () => {
  const answer = databaseProbe(database.pool)();
  busyFor(1_500);
  expect(await answer).toBe(true);
});

it("calls a frozen database down, and a stopped one, and the same database up again once it answers", async () => {
  proxy.freeze();
  const started = Date.now();
  expect(await databaseProbe(database.pool)()).toBe(false);
  expect(Date.now() - started).toBeLessThan(2_000);
  proxy.stop();
  expect(await databaseProbe(database.pool)()).toBe(false);
  proxy.resume();
  expect(await databaseProbe(database.pool)()).toBe(true);
});

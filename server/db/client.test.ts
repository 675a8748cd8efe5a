import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startDatabaseProxy } from "../test/database-proxy";
import { connect, type Database } from "./client";

let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let database: Database;
const unhandled: unknown[] = [];
const onUncaught = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  proxy = await startDatabaseProxy(inject("adminDatabaseUrl"));
  database = connect(proxy.url(), 2);
  process.on("uncaughtException", onUncaught);
});
afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  proxy.resume();
  await database.pool.end();
  await proxy.close();
});

it("a checked-out connection the database drops between queries does not crash the process; the pool serves again", async () => {
  // As a job holds its advisory-lock connection while it runs.
  const held = await database.pool.connect();
  await held.query("SELECT 1");
  const idle = await database.pool.connect();
  idle.release();

  proxy.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(unhandled).toEqual([]);
  await expect(held.query("SELECT 1")).rejects.toThrow();
  held.release();

  proxy.resume();
  const { rows } = await database.pool.query<{ one: number }>("SELECT 1 AS one");
  expect(rows).toEqual([{ one: 1 }]);
});

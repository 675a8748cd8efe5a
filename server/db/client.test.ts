import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startDatabaseProxy } from "../test/database-proxy";
import { waitFor } from "../test/wait-for";
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

  let heldEnded = false;
  held.once("end", () => (heldEnded = true));
  proxy.stop();
  // The drop has reached both connections: the held one has ended, or its error went unhandled
  // (thrown as it ended); and the pool has let the idle one go.
  await waitFor(() => heldEnded || unhandled.length > 0, { message: "the held connection to end once the database dropped it" });
  await waitFor(() => database.pool.idleCount === 0 || unhandled.length > 0, { message: "the pool to let its dropped idle connection go" });
  expect(unhandled).toEqual([]);
  await expect(held.query("SELECT 1")).rejects.toThrow();
  held.release();

  proxy.resume();
  const { rows } = await database.pool.query<{ one: number }>("SELECT 1 AS one");
  expect(rows).toEqual([{ one: 1 }]);
});

import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNIQUE_VIOLATION = "23505";

/** Runs the statements in one transaction; answers the error code it ended with, if any. */
async function inOneTransaction(statements: [string, unknown[]][]): Promise<string | undefined> {
  const client: pg.PoolClient = await t.pool.connect();
  try {
    await client.query("BEGIN");
    for (const [text, values] of statements) await client.query(text, values);
    await client.query("COMMIT");
    return undefined;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    return (error as { code?: string }).code;
  } finally {
    client.release();
  }
}

async function twoOwners() {
  const one = await signedInAgent(t);
  const two = await signedInAgent(t);
  return { one: one.user.id, two: two.user.id };
}

describe("no two rows of one ordered list share a place", () => {
  it("refuses a second joke note in an owner's place, at commit; another owner may use it", async () => {
    const { one, two } = await twoOwners();
    const insert = "INSERT INTO joke_notes (user_id, setup, sort_order) VALUES ($1, $2, $3)";
    expect(await inOneTransaction([[insert, [one, "first", 7]]])).toBeUndefined();
    expect(await inOneTransaction([[insert, [one, "second", 7]]])).toBe(UNIQUE_VIOLATION);
    expect(await inOneTransaction([[insert, [two, "other owner", 7]]])).toBeUndefined();
    const { rows } = await t.pool.query("SELECT setup FROM joke_notes WHERE user_id = $1", [one]);
    expect(rows).toEqual([{ setup: "first" }]);
  });

  it("lets a transaction pass through a shared place when each note has its own at commit", async () => {
    const { one } = await twoOwners();
    const insert = "INSERT INTO joke_notes (user_id, setup, sort_order) VALUES ($1, $2, $3)";
    await inOneTransaction([[insert, [one, "a", 1]], [insert, [one, "b", 2]]]);
    const swap = "UPDATE joke_notes SET sort_order = $2 WHERE user_id = $1 AND setup = $3";
    expect(await inOneTransaction([[swap, [one, 2, "a"]], [swap, [one, 1, "b"]]])).toBeUndefined();
    expect(await inOneTransaction([[swap, [one, 5, "a"]], [swap, [one, 5, "b"]]])).toBe(UNIQUE_VIOLATION);
    const { rows } = await t.pool.query("SELECT setup, sort_order FROM joke_notes WHERE user_id = $1 ORDER BY sort_order", [one]);
    expect(rows).toEqual([{ setup: "b", sort_order: 1 }, { setup: "a", sort_order: 2 }]);
  });

  it("refuses a second thought category in an owner's place", async () => {
    const { one, two } = await twoOwners();
    const insert = "INSERT INTO thought_categories (user_id, name, sort_order) VALUES ($1, $2, $3)";
    expect(await inOneTransaction([[insert, [one, "Family", 0]]])).toBeUndefined();
    expect(await inOneTransaction([[insert, [one, "Work", 0]]])).toBe(UNIQUE_VIOLATION);
    expect(await inOneTransaction([[insert, [two, "Work", 0]]])).toBeUndefined();
  });

  it("refuses a second bit in a set's place", async () => {
    const { one } = await twoOwners();
    const { rows: notes } = await t.pool.query<{ id: number }>(
      "INSERT INTO joke_notes (user_id, setup, sort_order) VALUES ($1, 'x', 1), ($1, 'y', 2) RETURNING id",
      [one],
    );
    const { rows: sets } = await t.pool.query<{ id: number }>("INSERT INTO set_lists (user_id, name) VALUES ($1, 'S') RETURNING id", [one]);
    const insert = "INSERT INTO set_list_items (set_list_id, joke_note_id, position) VALUES ($1, $2, $3)";
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[0]!.id, 1]]])).toBeUndefined();
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[1]!.id, 1]]])).toBe(UNIQUE_VIOLATION);
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[1]!.id, 2]]])).toBeUndefined();
  });
});

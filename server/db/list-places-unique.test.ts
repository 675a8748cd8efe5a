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
  const insertNote = "INSERT INTO joke_notes (user_id, setup) VALUES ($1, $2)";
  /** Puts the owner's note with this setup in a place. */
  const place = "UPDATE joke_note_places p SET sort_order = $2 FROM joke_notes n WHERE n.id = p.joke_note_id AND n.user_id = $1 AND n.setup = $3";
  const placesOf = async (userId: number) =>
    (await t.pool.query<{ setup: string; sort_order: number }>(
      "SELECT n.setup, p.sort_order FROM joke_note_places p JOIN joke_notes n ON n.id = p.joke_note_id WHERE p.user_id = $1 ORDER BY p.sort_order",
      [userId],
    )).rows;

  it("gives every new note a place of its own, on top, the first of one insert first", async () => {
    const { one, two } = await twoOwners();
    await t.pool.query(insertNote, [one, "older"]);
    await t.pool.query("INSERT INTO joke_notes (user_id, setup) VALUES ($1, 'a'), ($1, 'b'), ($2, 'other owner')", [one, two]);
    expect(await placesOf(one)).toEqual([{ setup: "a", sort_order: -3 }, { setup: "b", sort_order: -2 }, { setup: "older", sort_order: -1 }]);
    expect(await placesOf(two)).toEqual([{ setup: "other owner", sort_order: -1 }]);
  });

  it("refuses a second joke note in an owner's place, at commit; another owner may use it", async () => {
    const { one, two } = await twoOwners();
    for (const [owner, setup] of [[one, "first"], [one, "second"], [two, "other owner"]] as const) {
      await t.pool.query(insertNote, [owner, setup]);
    }
    expect(await inOneTransaction([[place, [one, 7, "first"]]])).toBeUndefined();
    expect(await inOneTransaction([[place, [one, 7, "second"]]])).toBe(UNIQUE_VIOLATION);
    expect(await inOneTransaction([[place, [two, 7, "other owner"]]])).toBeUndefined();
    expect(await placesOf(one)).toEqual([{ setup: "second", sort_order: -2 }, { setup: "first", sort_order: 7 }]);
  });

  it("lets a transaction pass through a shared place when each note has its own at commit", async () => {
    const { one } = await twoOwners();
    await inOneTransaction([[insertNote, [one, "a"]], [insertNote, [one, "b"]], [place, [one, 1, "a"]], [place, [one, 2, "b"]]]);
    expect(await inOneTransaction([[place, [one, 2, "a"]], [place, [one, 1, "b"]]])).toBeUndefined();
    expect(await inOneTransaction([[place, [one, 5, "a"]], [place, [one, 5, "b"]]])).toBe(UNIQUE_VIOLATION);
    expect(await placesOf(one)).toEqual([{ setup: "b", sort_order: 1 }, { setup: "a", sort_order: 2 }]);
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
      "INSERT INTO joke_notes (user_id, setup) VALUES ($1, 'x'), ($1, 'y') RETURNING id",
      [one],
    );
    const { rows: sets } = await t.pool.query<{ id: number }>("INSERT INTO set_lists (user_id, name) VALUES ($1, 'S') RETURNING id", [one]);
    const insert = "INSERT INTO set_list_items (set_list_id, joke_note_id, position) VALUES ($1, $2, $3)";
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[0]!.id, 1]]])).toBeUndefined();
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[1]!.id, 1]]])).toBe(UNIQUE_VIOLATION);
    expect(await inOneTransaction([[insert, [sets[0]!.id, notes[1]!.id, 2]]])).toBeUndefined();
  });
});

// A search walks the first notes in the list's order, then asks the search index when they do
// not fill the page: either way a page holds the first matches in the sort's order.
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNotePage } from "@shared/joke-notes/list-page";
import { SEARCH_WALK } from "./joke-notes-list.repository";
import { signedInAgent } from "../../test/factories";
import { seedNotes } from "../../test/seed-joke-notes";
import { createTestApp, type TestApp } from "../../test/test-app";

const FILE = SEARCH_WALK + 500;

let t: TestApp;
let agent: supertest.Agent;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent, user: { id: userId } } = await signedInAgent(t));
  await seedNotes(t.pool, userId, FILE);
});
afterAll(() => t.close());

/** The ids of the owner's notes whose text holds `word`, in the sort's order, as PostgreSQL finds them without any index. */
async function expectedIds(word: string, order: string): Promise<number[]> {
  const { rows } = await t.pool.query<{ id: number }>(
    `SELECT n.id FROM joke_notes n JOIN joke_note_places p ON p.joke_note_id = n.id
     WHERE n.user_id = $1 AND strpos(lower(joke_note_search_text(setup, punchlines, notes)), lower($2)) > 0 ORDER BY ${order}`,
    [userId, word],
  );
  return rows.map((row) => row.id);
}

async function everyPage(query: Record<string, string | number>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 200; index += 1) {
    const res = await agent.get("/api/joke-notes/page").query(cursor ? { ...query, cursor } : query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as JokeNotePage;
    ids.push(...page.notes.map((note) => note.id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error("paging never ended");
}

describe("searching a file longer than the search's walk", () => {
  it("finds a word near the top and one past the walk on the first page, in the saved order", async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      "SELECT joke_note_id AS id FROM joke_note_places WHERE user_id = $1 ORDER BY sort_order",
      [userId],
    );
    const [near, deep] = [rows[2]!.id, rows[SEARCH_WALK + 300]!.id];
    await t.pool.query("UPDATE joke_notes SET notes = 'Zanzibar at the open mic' WHERE id = ANY($1::int[])", [[near, deep]]);
    const page = (await agent.get("/api/joke-notes/page").query({ q: "zanzibar", limit: 10 }).expect(200)).body as JokeNotePage;
    expect(page.notes.map((note) => note.id)).toEqual([near, deep]);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ["newest", "p.sort_order"],
    ["oldest", "n.created_at, n.id"],
    ["updated", "n.updated_at DESC, n.id DESC"],
  ])("pages through every note holding a common word, %s first, none twice or missing", async (sort, order) => {
    for (const word of ["dentist", "Kumquat12"]) {
      const expected = await expectedIds(word, order);
      expect(expected.length, `${word} should match some notes`).toBeGreaterThan(0);
      expect(await everyPage({ q: word, sort, limit: 50 })).toEqual(expected);
    }
  });
});

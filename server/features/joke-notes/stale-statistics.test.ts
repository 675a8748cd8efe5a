// A comedian whose file grew after PostgreSQL last looked at the tables (on a large site an
// import of 50,000 notes is too small a part of the table for autovacuum to look again): the
// planner believes they own one note. No read of their list may then turn quadratic
// (docs/decisions/048).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { LIST_JOKE_NOTES_JSON_SQL } from "./joke-note-json.sql";
import { countNotes, listPage, SEARCH_WALK } from "./joke-notes-list.repository";
import { exportPage } from "./joke-notes-material.repository";
import { printedNotes } from "./joke-notes-list.service";
import { signedInAgent } from "../../test/factories";
import { planOf, recordingDb, repeatedScans, rowsVisited, type Statement } from "../../test/query-plans";
import { rareWord, seedNotes } from "../../test/seed-joke-notes";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ANALYZE_AFTER_ADDING } from "../material/material.service";

/** Big enough that walking the file once per note (the plan this guards against) takes minutes. */
const FILE = 10_000;
const OTHERS = 20;
const OTHERS_NOTES = 200;
const LIST_TABLES = ["joke_notes", "joke_note_places"];

let t: TestApp;
let comedian: { agent: Awaited<ReturnType<typeof signedInAgent>>["agent"]; id: number };

beforeAll(async () => {
  t = await createTestApp();
  await t.pool.query(`ALTER TABLE joke_notes SET (autovacuum_enabled = false);
    ALTER TABLE joke_note_places SET (autovacuum_enabled = false)`);
  for (let i = 0; i < OTHERS; i += 1) {
    const other = await signedInAgent(t);
    await seedNotes(t.pool, other.user.id, OTHERS_NOTES, { analyze: false });
  }
  await t.pool.query("ANALYZE");
  const { agent, user } = await signedInAgent(t);
  comedian = { agent, id: user.id };
  await seedNotes(t.pool, user.id, FILE, { analyze: false });
}, 120_000);
afterAll(() => t.close());

/** The statements a read sends, found by running it once through a recording database. */
async function sent(read: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const { db, statements } = recordingDb(t.pool);
  await read(db);
  expect(statements.length, "the read sent no statement").toBeGreaterThan(0);
  return statements;
}

const drain = async (chunks: AsyncIterable<string>) => {
  for await (const chunk of chunks) void chunk;
};

type Read = [name: string, statements: () => Promise<Statement[]>];
const page = (query: Omit<Parameters<typeof listPage>[2], "cursor" | "limit">): Read[1] =>
  () => sent((db) => listPage(db, comedian.id, { ...query, cursor: undefined, limit: 51 }));

/** Each read of one page of the comedian's list, as the routes call it (a page asks for one note more than it shows). */
const PAGE_READS: Read[] = [
  ...(["newest", "oldest", "updated", "best", "setup"] as const).map((sort): Read => [`first page, ${sort}`, page({ sort })]),
  ["second page, newest", () => sent(async (db) => {
    const last = (await listPage(db, comedian.id, { sort: "newest", cursor: undefined, limit: 50 })).at(-1)!;
    return listPage(db, comedian.id, { sort: "newest", cursor: { key: last.key, id: last.id }, limit: 51 });
  })],
  ["a Joke Lab column (Ideas)", page({ sort: "newest", status: ["idea"] })],
  ["the stool", page({ sort: "newest", status: ["main", "open_mic_material", "my_stool_material"] })],
  ["search, a rare word", page({ sort: "newest", q: rareWord(FILE - 7) })],
  ["search, a common word", page({ sort: "newest", q: "dentist" })],
  ["search, a rare word, oldest first", page({ sort: "oldest", q: rareWord(11) })],
  ["counts of a search", () => sent((db) => countNotes(db, comedian.id, rareWord(42)))],
];

/** Reads of the whole file, which may visit every note once. */
const WHOLE_FILE_READS: Read[] = [
  ["the whole list", () => Promise.resolve([{ query: LIST_JOKE_NOTES_JSON_SQL, params: [comedian.id] }])],
  ["printing every note", () => sent((db) => drain(printedNotes(db, comedian.id, { sort: "newest" })))],
  ["an export page", () => sent((db) => exportPage(db, comedian.id, 0, 500))],
];

describe("a file grown since the statistics were taken", () => {
  it("is one the planner believes to be a single note (the condition these tests need)", async () => {
    const plan = await planOf(t.pool, { query: "SELECT id FROM joke_notes WHERE user_id = $1", params: [comedian.id] });
    expect(plan["Plan Rows"]).toBeLessThan(10);
  });

  it.each([...PAGE_READS, ...WHOLE_FILE_READS])("%s reaches each note or place it does not walk to by primary key", async (_name, statements) => {
    for (const statement of await statements()) {
      const notByKey = repeatedScans(await planOf(t.pool, statement), LIST_TABLES).filter((scan) => !/_pkey$/.test(scan));
      expect(notByKey, `scans repeated per row, not by primary key, in:\n${statement.query}`).toEqual([]);
    }
  });

  it.each(PAGE_READS)("%s reads a page's worth of rows, not the file", async (_name, statements) => {
    for (const statement of await statements()) {
      const visited = rowsVisited(await planOf(t.pool, statement, true));
      expect(visited, statement.query).toBeLessThanOrEqual(2 * SEARCH_WALK + 500);
    }
  });

  it("answers every read of the list through the API", async () => {
    const { agent } = comedian;
    for (const sort of ["newest", "oldest", "updated", "best", "setup"]) {
      const res = await agent.get("/api/joke-notes/page").query({ sort });
      expect(res.status, `${sort}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((res.body as { notes: unknown[] }).notes).toHaveLength(50);
    }
    for (const query of [{ status: "idea" }, { status: "main,open_mic_material,my_stool_material" }, { q: rareWord(FILE - 7) }, { q: "dentist" }]) {
      const res = await agent.get("/api/joke-notes/page").query(query);
      expect(res.status, `${JSON.stringify(query)}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const counts = await agent.get("/api/joke-notes/counts").expect(200);
    expect((counts.body as { total: number }).total).toBe(FILE);
    await agent.get("/api/joke-notes/counts").query({ q: rareWord(42) }).expect(200);
    const list = await agent.get("/api/joke-notes").expect(200);
    expect((list.body as unknown[]).length).toBe(FILE);
    await agent.get("/api/insights").query({ range: "all" }).expect(200);
  });

  it("is known to the planner once an import of a thousand notes or more has landed", async () => {
    const { agent, user } = await signedInAgent(t);
    const file = Array.from({ length: ANALYZE_AFTER_ADDING }, (_, i) => `Imported setup ${i} / punchline ${i}`).join("\n\n");
    const res = await agent.post("/api/import").set("Content-Type", "text/plain").send(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = await planOf(t.pool, { query: "SELECT id FROM joke_notes WHERE user_id = $1", params: [user.id] });
    expect(plan["Plan Rows"]).toBeGreaterThan(ANALYZE_AFTER_ADDING / 2);
  });
});

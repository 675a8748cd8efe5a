import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNoteCounts } from "@shared/joke-notes/list-page";
import { allStatusClasses, productionClasses, statusClass, type StatusClass } from "@shared/joke-notes/stages";
import { connect, type Database } from "../../db/client";
import { aJokeNote, signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// The counts come from a table the triggers of migration 0028 keep. These tests change notes
// behind the app's back with raw SQL, then compare the counts with the notes as listed.

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).agent;
});
afterAll(() => t.close());

const counts = async (agent: supertest.Agent) => (await agent.get("/api/joke-notes/counts").expect(200)).body as JokeNoteCounts;

/** The counts as the whole list says they are, classed by the shared rule. */
async function countedFromList(agent: supertest.Agent): Promise<JokeNoteCounts> {
  const notes = (await agent.get("/api/joke-notes").expect(200)).body as JokeNote[];
  const byStatus = Object.fromEntries(allStatusClasses.map((s) => [s, 0])) as Record<StatusClass, number>;
  for (const note of notes) byStatus[statusClass(note)] += 1;
  const onStool = (productionClasses as readonly StatusClass[]).reduce((sum, s) => sum + byStatus[s], 0);
  return { total: notes.length, onStool, byStatus };
}

async function expectExact(agent: supertest.Agent, total?: number) {
  const expected = await countedFromList(agent);
  expect(await counts(agent)).toEqual(expected);
  if (total !== undefined) expect(expected.total).toBe(total);
}

const counterRows = async (userId: number) =>
  (await t.pool.query<{ status: string; n: number }>("SELECT status, n FROM joke_note_status_counts WHERE user_id = $1 ORDER BY status", [userId])).rows;

async function insertNotes(userId: number, n: number, stage = "idea", onStool = false, category: string | null = null) {
  await t.pool.query(
    `INSERT INTO joke_notes (user_id, setup, stage, on_stool, stool_category)
     SELECT $1, 'Raw ' || g, $2, $3, $4 FROM generate_series(1, $5) g`,
    [userId, stage, onStool, category, n],
  );
}

describe("GET /api/joke-notes/counts stays exact", () => {
  it("through inserts, stage moves, stool moves and deletes made with raw SQL", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Through the API" });
    await insertNotes(user.id, 30);
    await insertNotes(user.id, 5, "working_on");
    await insertNotes(user.id, 4, "idea", true, "open_mic");
    await expectExact(agent, 40);

    await t.pool.query("UPDATE joke_notes SET stage = 'on_hold' WHERE user_id = $1 AND stage = 'idea' AND NOT on_stool AND setup LIKE 'Raw 1%'", [user.id]);
    await t.pool.query("UPDATE joke_notes SET on_stool = true, stool_category = 'my_stool' WHERE user_id = $1 AND stage = 'working_on' AND setup IN ('Raw 1', 'Raw 2')", [user.id]);
    await t.pool.query("UPDATE joke_notes SET stool_category = NULL WHERE user_id = $1 AND stool_category = 'open_mic' AND setup = 'Raw 3'", [user.id]);
    // A reorder and a text edit change no count (and fire no counting).
    await t.pool.query("UPDATE joke_note_places SET sort_order = sort_order + 1000 WHERE user_id = $1", [user.id]);
    await t.pool.query("UPDATE joke_notes SET setup = setup || '!' WHERE user_id = $1", [user.id]);
    await expectExact(agent, 40);
    const after = await counts(agent);
    expect(after.byStatus).toMatchObject({ on_hold: 11, my_stool_material: 2, main: 1, open_mic_material: 3 });

    await t.pool.query("DELETE FROM joke_notes WHERE user_id = $1 AND (stage = 'on_hold' OR stool_category = 'open_mic')", [user.id]);
    await expectExact(agent, 26);
  });

  it("when a note changes owner, for both owners", async () => {
    const one = await signedInAgent(t);
    const two = await signedInAgent(t);
    await insertNotes(one.user.id, 3, "working_on");
    await insertNotes(two.user.id, 2);
    await t.pool.query("UPDATE joke_notes SET user_id = $2 WHERE id = (SELECT min(id) FROM joke_notes WHERE user_id = $1)", [one.user.id, two.user.id]);
    await expectExact(one.agent, 2);
    await expectExact(two.agent, 3);
    expect((await counts(two.agent)).byStatus).toMatchObject({ idea: 2, working_on: 1 });
  });

  it("when the app creates, moves to the stool and deletes", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent, { setup: "One" });
    const b = await aJokeNote(agent, { setup: "Two", stage: "on_hold" });
    await agent.patch(`/api/joke-notes/${a.id}/move-to-stool`).send({ stoolCategory: "my_stool" }).expect(200);
    await agent.delete(`/api/joke-notes/${b.id}`).expect(204);
    await expectExact(agent, 1);
    expect((await counts(agent)).onStool).toBe(1);
  });

  it("while two instances write the same comedian's notes at once", async () => {
    const { agent, user } = await signedInAgent(t);
    await insertNotes(user.id, 40);
    const second: Database = connect(t.url, 3);
    try {
      await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? t.pool : second.pool).query(
            "UPDATE joke_notes SET stage = 'working_on' WHERE id = (SELECT id FROM joke_notes WHERE user_id = $1 ORDER BY id OFFSET $2 LIMIT 1)",
            [user.id, i],
          ),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second.pool : t.pool).query("INSERT INTO joke_notes (user_id, setup, stage) VALUES ($1, $2, 'on_hold')", [user.id, `Race ${i}`]),
        ),
        second.pool.query("DELETE FROM joke_notes WHERE id IN (SELECT id FROM joke_notes WHERE user_id = $1 ORDER BY id DESC OFFSET 30 LIMIT 5)", [user.id]),
      ]);
    } finally {
      await second.pool.end();
    }
    await expectExact(agent, 45);
  });

  it("after free-tier expiry deletes notes, and leaves no counter rows once everything is gone", async () => {
    const { agent, user } = await signedInAgent(t);
    await insertNotes(user.id, 6);
    await insertNotes(user.id, 2, "idea", true, null);
    await t.pool.query("UPDATE joke_notes SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND (on_stool OR setup = 'Raw 1')", [user.id]);
    await admin.post("/api/admin/jobs/expire-free-data/run").expect(200);
    await expectExact(agent, 5);
    expect((await counts(agent)).onStool).toBe(0);
    expect((await counterRows(user.id)).map((r) => r.status)).toEqual(["idea"]);
  });

  it("after the account is deleted: no counter rows are left", async () => {
    const { agent, user } = await signedInAgent(t);
    await insertNotes(user.id, 3);
    await aJokeNote(agent, { setup: "On stool", onStool: true });
    expect(await counterRows(user.id)).toHaveLength(2);
    await agent.delete("/api/user").send({ password: user.password }).expect(200);
    expect(await counterRows(user.id)).toEqual([]);
  });

  it("after joke_notes is truncated: every count is zero, and counting starts again", async () => {
    const { agent, user } = await signedInAgent(t);
    await insertNotes(user.id, 4);
    await t.pool.query("TRUNCATE joke_notes CASCADE");
    await expectExact(agent, 0);
    expect((await t.pool.query("SELECT count(*)::int AS n FROM joke_note_status_counts")).rows[0]).toEqual({ n: 0 });
    await insertNotes(user.id, 2, "on_hold");
    await expectExact(agent, 2);
  });
});

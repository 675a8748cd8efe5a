import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { shuffled } from "../../test/shuffled";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The owner's notes in saved order, and whether any two share a place. */
async function savedOrder(userId: number): Promise<{ ids: number[]; distinct: boolean }> {
  const { rows } = await t.db.execute<{ id: number; sort_order: number }>(
    sql`SELECT joke_note_id AS id, sort_order FROM joke_note_places WHERE user_id = ${userId} ORDER BY sort_order, joke_note_id`,
  );
  return { ids: rows.map((r) => r.id), distinct: new Set(rows.map((r) => r.sort_order)).size === rows.length };
}

async function comedianWithNotes(n: number) {
  const { agent, user } = await signedInAgent(t);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await aJokeNote(agent, { setup: `Bit ${i}` })).id);
  return { agent, user, ids };
}

describe("one comedian's list written from two devices at once", () => {
  it("20 reorders at once: no 5xx, the final order is exactly one that was sent, and no two notes share a place", async () => {
    const { agent, user, ids } = await comedianWithNotes(30);
    const orders = Array.from({ length: 20 }, (_, i) => shuffled(ids, i + 1));
    const answers = await Promise.all(orders.map((noteIds) => agent.put("/api/joke-notes/reorder").send({ noteIds })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect(orders.some((order) => order.join() === saved.ids.join())).toBe(true);
  });

  it("moves, reorders and new notes at once: no 5xx, every note kept once, no two in one place", async () => {
    const { agent, user, ids } = await comedianWithNotes(20);
    const requests = [
      ...Array.from({ length: 12 }, (_, i) => agent.put(`/api/joke-notes/${ids[i]!}/position`).send({ afterId: ids[(i * 7 + 3) % ids.length] === ids[i] ? null : ids[(i * 7 + 3) % ids.length]! })),
      ...Array.from({ length: 4 }, (_, i) => agent.put("/api/joke-notes/reorder").send({ noteIds: shuffled(ids, 100 + i) })),
      ...Array.from({ length: 6 }, (_, i) => agent.post("/api/joke-notes").send({ setup: `Written on the phone ${i}` })),
    ];
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect(saved.ids.length).toBe(26);
    expect(new Set(saved.ids).size).toBe(26);
  });

  it("two reorders at once, again and again: never a mix of the two, never two notes in one place", async () => {
    const { agent, user, ids } = await comedianWithNotes(12);
    for (let round = 0; round < 25; round++) {
      const orders = [shuffled(ids, 2 * round + 1), shuffled(ids, 2 * round + 2)];
      const answers = await Promise.all(orders.map((noteIds) => agent.put("/api/joke-notes/reorder").send({ noteIds })));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const saved = await savedOrder(user.id);
      expect(saved.distinct, `round ${round}`).toBe(true);
      expect(orders.some((order) => order.join() === saved.ids.join()), `round ${round}: ${saved.ids.join()}`).toBe(true);
    }
  });

  it("20 drags at once (PUT /api/joke-notes/:id/position): no 5xx, every note once, no two in one place", async () => {
    const { agent, user, ids } = await comedianWithNotes(15);
    const drags = Array.from({ length: 20 }, (_, i) => {
      const id = ids[(i * 4) % ids.length]!;
      const other = ids[(i * 7 + 2) % ids.length]!;
      const to = other === id ? { afterId: null } : i % 2 ? { beforeId: other } : { afterId: other };
      return agent.put(`/api/joke-notes/${id}/position`).send(to);
    });
    const answers = await Promise.all(drags);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect([...saved.ids].sort()).toEqual([...ids].sort());
  });

  it("stool moves (a new status and a new place) racing reorders keep the counts and the status history exact", async () => {
    const { agent, user, ids } = await comedianWithNotes(12);
    const answers = await Promise.all([
      ...ids.slice(0, 6).map((id, i) =>
        agent.patch(`/api/joke-notes/${id}/move-to-stool`).send({ stoolCategory: i % 2 ? "open_mic" : null }),
      ),
      ...Array.from({ length: 4 }, (_, i) => agent.put("/api/joke-notes/reorder").send({ noteIds: shuffled(ids, 300 + i) })),
      agent.patch(`/api/joke-notes/${ids[11]!}`).send({ stage: "working_on" }),
    ]);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await savedOrder(user.id)).distinct).toBe(true);
    const { rows: counted } = await t.db.execute<{ status: string; n: number }>(sql`
      SELECT status, n FROM joke_note_status_counts WHERE user_id = ${user.id} AND n <> 0 ORDER BY status`);
    const { rows: actual } = await t.db.execute<{ status: string; n: number }>(sql`
      SELECT joke_note_status(on_stool, stool_category, stage) AS status, count(*)::int AS n
      FROM joke_notes WHERE user_id = ${user.id} GROUP BY 1 ORDER BY 1`);
    expect(counted).toEqual(actual);
    expect(actual).toEqual([
      { status: "idea", n: 5 },
      { status: "main", n: 3 },
      { status: "open_mic_material", n: 3 },
      { status: "working_on", n: 1 },
    ]);
    const { rows: drift } = await t.db.execute(sql`
      SELECT n.id FROM joke_notes n
      WHERE n.user_id = ${user.id} AND joke_note_status(n.on_stool, n.stool_category, n.stage) IS DISTINCT FROM (
        SELECT c.to_status FROM joke_note_status_changes c WHERE c.joke_note_id = n.id ORDER BY c.id DESC LIMIT 1)`);
    expect(drift).toEqual([]);
  });
});

describe("a reorder's places", () => {
  it("are fresh ones above the top note: a partial reorder keeps the other notes' order below", async () => {
    const { agent, user, ids } = await comedianWithNotes(5);
    const [n0, n1, n2, n3, n4] = ids;
    // Newest first: n4 n3 n2 n1 n0. Put n1 then n3 on top; n4 n2 n0 keep their order below.
    await agent.put("/api/joke-notes/reorder").send({ noteIds: [n1, n3] }).expect(200);
    const saved = await savedOrder(user.id);
    expect(saved).toEqual({ ids: [n1, n3, n4, n2, n0], distinct: true });
  });

  it("when the places above the top run out, the list is renumbered first and the reorder still lands", async () => {
    const { agent, user, ids } = await comedianWithNotes(4);
    const [n0, n1, n2, n3] = ids;
    // The top note sits on the lowest int4 place: no place is left above it.
    await t.db.execute(sql`UPDATE joke_note_places SET sort_order = -2147483648 WHERE joke_note_id = ${n3!}`);
    await agent.put("/api/joke-notes/reorder").send({ noteIds: [n0, n2] }).expect(200);
    expect(await savedOrder(user.id)).toEqual({ ids: [n0, n2, n3, n1], distinct: true });
    const { rows } = await t.db.execute<{ low: number }>(sql`SELECT min(sort_order) AS low FROM joke_note_places WHERE user_id = ${user.id}`);
    expect(rows[0]!.low).toBeGreaterThan(-100);
    // And the list keeps working: a note dragged to the top, a new note, another reorder.
    await agent.put(`/api/joke-notes/${n1!}/position`).send({ afterId: null }).expect(200);
    const added = await aJokeNote(agent, { setup: "Newest bit" });
    await agent.put("/api/joke-notes/reorder").send({ noteIds: [n3] }).expect(200);
    expect(await savedOrder(user.id)).toEqual({ ids: [n3, added.id, n1, n0, n2], distinct: true });
  });

  it("a refused reorder changes no place, the renumbering it would have needed included", async () => {
    const { agent, user, ids } = await comedianWithNotes(3);
    const other = await comedianWithNotes(1);
    const [n0, n1, n2] = ids;
    await t.db.execute(sql`UPDATE joke_note_places SET sort_order = -2147483648 WHERE joke_note_id = ${n2!}`);
    const places = async () =>
      (await t.db.execute<{ id: number; place: number }>(sql`SELECT joke_note_id AS id, sort_order AS place FROM joke_note_places WHERE user_id = ${user.id} ORDER BY joke_note_id`)).rows;
    const before = await places();
    // Another comedian's note among them: refused after the listed notes were moved, so the moves and the renumbering are undone.
    const res = await agent.put("/api/joke-notes/reorder").send({ noteIds: [n0, other.ids[0], n1] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not yours/);
    expect(await places()).toEqual(before);
    // A note deleted meanwhile is refused the same way.
    await t.db.execute(sql`DELETE FROM joke_notes WHERE id = ${n1!}`);
    const afterDelete = await places();
    await agent.put("/api/joke-notes/reorder").send({ noteIds: [n0, n1] }).expect(400);
    expect(await places()).toEqual(afterDelete);
  });
});

describe("reorders and drags as attacks", () => {
  it("refuses another comedian's ids, repeats, ids past 2^31, 10,001 ids and wrong types with a 400 naming noteIds, and moves nothing", async () => {
    const alice = await comedianWithNotes(3);
    const bob = await comedianWithNotes(2);
    const before = await savedOrder(alice.user.id);
    const bobsBefore = await savedOrder(bob.user.id);
    const bodies: unknown[] = [
      { noteIds: [...alice.ids, bob.ids[0]!] },
      { noteIds: bob.ids },
      { noteIds: [alice.ids[0]!, alice.ids[0]!] },
      { noteIds: [2 ** 31] },
      { noteIds: [alice.ids[0]!, 2 ** 31 + alice.ids[1]!] },
      { noteIds: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      { noteIds: [String(alice.ids[0]!)] },
      { noteIds: [1.5] },
      { noteIds: [-1] },
      { noteIds: [null] },
      { noteIds: "1,2,3" },
      { noteIds: { 0: alice.ids[0] } },
      { noteIds: ["1\u0000"] },
      { noteIds: ["x".repeat(1024 * 1024)] },
      {},
      { noteIds: [] },
    ];
    for (const body of bodies) {
      const res = await alice.agent.put("/api/joke-notes/reorder").send(body as object);
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(res.status);
      if (res.status === 400) expect(res.body.message, JSON.stringify(body).slice(0, 80)).toMatch(/noteIds|joke note|not yours/i);
    }
    expect(await savedOrder(alice.user.id)).toEqual(before);
    expect(await savedOrder(bob.user.id)).toEqual(bobsBefore);
  });

  it("a drag of another comedian's note, or next to one, answers 404 and moves nothing; bad targets answer 400", async () => {
    const alice = await comedianWithNotes(3);
    const bob = await comedianWithNotes(2);
    const before = await savedOrder(alice.user.id);
    const bobsBefore = await savedOrder(bob.user.id);
    const [a0, a1] = alice.ids;
    const [b0] = bob.ids;
    await alice.agent.put(`/api/joke-notes/${b0!}/position`).send({ afterId: null }).expect(404);
    await alice.agent.put(`/api/joke-notes/${a0!}/position`).send({ afterId: b0 }).expect(404);
    await alice.agent.put(`/api/joke-notes/${a0!}/position`).send({ beforeId: b0 }).expect(404);
    for (const body of [{ afterId: 2 ** 31 }, { beforeId: "1" }, { afterId: a1, beforeId: a1 }, {}, { afterId: 1.5 }, { beforeId: null }]) {
      const res = await alice.agent.put(`/api/joke-notes/${a0!}/position`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await alice.agent.put(`/api/joke-notes/${2 ** 31}/position`).send({ afterId: null }).expect(400);
    await alice.agent.put(`/api/joke-notes/${a0!}/position`).send({ afterId: a0 }).expect(400);
    expect(await savedOrder(alice.user.id)).toEqual(before);
    expect(await savedOrder(bob.user.id)).toEqual(bobsBefore);
  });
});

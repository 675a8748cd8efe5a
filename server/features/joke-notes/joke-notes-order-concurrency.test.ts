import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The owner's notes in saved order, and whether any two share a place. */
async function savedOrder(userId: number): Promise<{ ids: number[]; distinct: boolean }> {
  const { rows } = await t.db.execute<{ id: number; sort_order: number }>(
    sql`SELECT id, sort_order FROM joke_notes WHERE user_id = ${userId} ORDER BY sort_order, id`,
  );
  return { ids: rows.map((r) => r.id), distinct: new Set(rows.map((r) => r.sort_order)).size === rows.length };
}

/** A deterministic shuffle, so a failure can be read again. */
function shuffled(ids: readonly number[], seed: number): number[] {
  const out = [...ids];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
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
});

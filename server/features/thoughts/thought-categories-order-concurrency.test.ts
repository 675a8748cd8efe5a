import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../test/factories";
import { shuffled } from "../../test/shuffled";
import { createTestApp, type TestApp } from "../../test/test-app";
import { aCategory } from "./thought-test-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The owner's categories in saved order, and whether any two share a place. */
async function savedOrder(userId: number): Promise<{ ids: number[]; distinct: boolean }> {
  const { rows } = await t.db.execute<{ id: number; sort_order: number }>(
    sql`SELECT id, sort_order FROM thought_categories WHERE user_id = ${userId} ORDER BY sort_order, id`,
  );
  return { ids: rows.map((r) => r.id), distinct: new Set(rows.map((r) => r.sort_order)).size === rows.length };
}

async function comedianWithCategories(n: number) {
  const { agent, user } = await signedInAgent(t);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await aCategory(agent, { name: `Topic ${i}` })).id);
  return { agent, user, ids };
}

describe("one comedian's thought categories written from two devices at once", () => {
  it("20 reorders at once: no 5xx, the final order is exactly one that was sent, and no two share a place", async () => {
    const { agent, user, ids } = await comedianWithCategories(15);
    const orders = Array.from({ length: 20 }, (_, i) => shuffled(ids, i + 1));
    const answers = await Promise.all(orders.map((categoryIds) => agent.put("/api/thought-categories/reorder").send({ categoryIds })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect(orders.some((order) => order.join() === saved.ids.join())).toBe(true);
  });

  it("10 new categories at once each get a place of their own, after the others", async () => {
    const { agent, user, ids } = await comedianWithCategories(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.post("/api/thought-categories").send({ name: `New ${i}` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect(saved.ids.slice(0, 2)).toEqual(ids);
    expect(saved.ids).toHaveLength(12);
  });

  it("creates, reorders and deletes at once: no 5xx, every category kept once, no two in one place", async () => {
    const { agent, user, ids } = await comedianWithCategories(10);
    const [gone, ...kept] = ids;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => agent.put("/api/thought-categories/reorder").send({ categoryIds: shuffled(kept, 50 + i) })),
      ...Array.from({ length: 5 }, (_, i) => agent.post("/api/thought-categories").send({ name: `Late ${i}` })),
      agent.delete(`/api/thought-categories/${gone!}`),
    ]);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const saved = await savedOrder(user.id);
    expect(saved.distinct).toBe(true);
    expect(saved.ids).toHaveLength(14);
    expect(new Set(saved.ids).size).toBe(14);
    expect(saved.ids).not.toContain(gone);
  });

  it("another comedian's ids slipped into reorders racing the owner's are refused and move nothing of theirs", async () => {
    const alice = await comedianWithCategories(5);
    const bob = await comedianWithCategories(3);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => alice.agent.put("/api/thought-categories/reorder").send({ categoryIds: shuffled(alice.ids, i + 7) })),
      ...Array.from({ length: 5 }, (_, i) =>
        alice.agent.put("/api/thought-categories/reorder").send({ categoryIds: [...shuffled(alice.ids, i), bob.ids[i % 3]!] }),
      ),
      bob.agent.put("/api/thought-categories/reorder").send({ categoryIds: [...bob.ids].reverse() }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([...Array(5).fill(200), ...Array(5).fill(400), 200]);
    expect((await savedOrder(bob.user.id)).ids).toEqual([...bob.ids].reverse());
    expect((await savedOrder(alice.user.id)).distinct).toBe(true);
  });
});

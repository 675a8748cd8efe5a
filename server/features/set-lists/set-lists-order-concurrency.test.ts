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

/** The set's bits in saved order, and whether any two share a place. */
async function savedBits(setListId: number): Promise<{ ids: number[]; distinct: boolean }> {
  const { rows } = await t.db.execute<{ joke_note_id: number; position: number }>(
    sql`SELECT joke_note_id, position FROM set_list_items WHERE set_list_id = ${setListId} ORDER BY position, id`,
  );
  return { ids: rows.map((r) => r.joke_note_id), distinct: new Set(rows.map((r) => r.position)).size === rows.length };
}

async function aSetOf(n: number) {
  const { agent, user } = await signedInAgent(t);
  const notes: number[] = [];
  for (let i = 0; i < n; i++) notes.push((await aJokeNote(agent, { setup: `Bit ${i}` })).id);
  const set = await agent.post("/api/set-lists").send({ name: "Friday", jokeNoteIds: notes }).expect(201);
  return { agent, user, notes, setListId: set.body.id as number };
}

describe("one set's running order written from two devices at once", () => {
  it("reorders at once: no 5xx, the set ends with exactly one order that was sent, each bit once in a place of its own", async () => {
    const { agent, notes, setListId } = await aSetOf(10);
    for (let round = 0; round < 8; round++) {
      const orders = Array.from({ length: 5 }, (_, i) => shuffled(notes, round * 10 + i + 1));
      const answers = await Promise.all(
        orders.map((jokeNoteIds) => agent.put(`/api/set-lists/${setListId}/items`).send({ jokeNoteIds })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
      const saved = await savedBits(setListId);
      expect(saved.distinct).toBe(true);
      expect(orders.some((order) => order.join() === saved.ids.join()), `round ${round}: ${saved.ids.join()}`).toBe(true);
    }
  });

  it("shorter and longer orders at once leave one of them whole, not a mix", async () => {
    const { agent, notes, setListId } = await aSetOf(8);
    const orders = [notes.slice(0, 3), notes, notes.slice(2).reverse(), [], notes.slice(5)];
    const answers = await Promise.all(orders.map((jokeNoteIds) => agent.put(`/api/set-lists/${setListId}/items`).send({ jokeNoteIds })));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    const saved = await savedBits(setListId);
    expect(saved.distinct).toBe(true);
    expect(orders.some((order) => order.join() === saved.ids.join())).toBe(true);
  });

  it("another comedian racing the owner with their own jokes, or on the owner's set, changes nothing", async () => {
    const alice = await aSetOf(6);
    const bob = await aSetOf(2);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        alice.agent.put(`/api/set-lists/${alice.setListId}/items`).send({ jokeNoteIds: shuffled(alice.notes, i + 3) }),
      ),
      alice.agent.put(`/api/set-lists/${alice.setListId}/items`).send({ jokeNoteIds: [...alice.notes, bob.notes[0]!] }),
      bob.agent.put(`/api/set-lists/${alice.setListId}/items`).send({ jokeNoteIds: bob.notes }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 400, 404]);
    const saved = await savedBits(alice.setListId);
    expect([...saved.ids].sort()).toEqual([...alice.notes].sort());
    expect((await savedBits(bob.setListId)).ids).toEqual(bob.notes);
  });
});

describe("a set's bits replaced while its jokes are deleted", () => {
  it("never answers 5xx (no deadlock): each replace either lands whole or is refused for a joke that is gone", async () => {
    const { agent, setListId } = await aSetOf(2);
    for (let round = 0; round < 6; round++) {
      const notes: number[] = [];
      for (let i = 0; i < 6; i++) notes.push((await aJokeNote(agent, { setup: `Round ${round} bit ${i}` })).id);
      await agent.put(`/api/set-lists/${setListId}/items`).send({ jokeNoteIds: notes }).expect(200);
      const answers = await Promise.all([
        agent.put(`/api/set-lists/${setListId}/items`).send({ jokeNoteIds: [...notes].reverse() }),
        ...notes.slice(0, 3).map((id) => agent.delete(`/api/joke-notes/${id}`)),
        agent.put(`/api/set-lists/${setListId}/items`).send({ jokeNoteIds: notes.slice(1) }),
      ]);
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      const saved = await savedBits(setListId);
      expect(saved.distinct).toBe(true);
      expect(saved.ids.every((id) => !notes.slice(0, 3).includes(id))).toBe(true);
    }
  });
});

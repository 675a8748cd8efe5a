import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"]) =>
  (await agent.get("/api/joke-notes").expect(200)).body as JokeNote[];

describe("Idempotency-Key on create", () => {
  it("10 concurrent retries of one create make one note, and every answer is that note", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "Subway joke", punchlines: ["no signal"] })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((r) => (r.body as JokeNote).id));
    expect(ids.size).toBe(1);
    const notes = await list(agent);
    expect(notes.map((n) => n.setup)).toEqual(["Subway joke"]);
    expect(notes[0]).not.toHaveProperty("idempotencyKey");
  });

  it("a later retry answers the saved note, even with a changed body; a new key makes a new note", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const first = await agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "First try" }).expect(201);
    const retry = await agent.post("/api/joke-notes").set("Idempotency-Key", key.toUpperCase()).send({ setup: "First try" }).expect(200);
    expect(retry.body).toEqual(first.body);
    await agent.post("/api/joke-notes").set("Idempotency-Key", randomUUID()).send({ setup: "First try" }).expect(201);
    await agent.post("/api/joke-notes").send({ setup: "No key" }).expect(201);
    await agent.post("/api/joke-notes").send({ setup: "No key" }).expect(201);
    expect((await list(agent)).length).toBe(4);
  });

  it("keys are per comedian: another's key never answers their note", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const key = randomUUID();
    await a.agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "A's joke" }).expect(201);
    const res = await b.agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "B's joke" }).expect(201);
    expect(res.body.setup).toBe("B's joke");
    expect((await list(a.agent)).map((n) => n.setup)).toEqual(["A's joke"]);
  });

  it("answers 400 for a key that is not a UUID and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    for (const key of ["abc", "x".repeat(10_000), "00000000-0000-0000-0000-00000000000g", "' OR 1=1 --"]) {
      const res = await agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "x" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await list(agent)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("ETag and If-Match on a joke note: two devices, one joke", () => {
  it("every answer carrying a note tags it; a save onto a note changed since answers 412 with the note as it is, and changes nothing", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Airport security", punchlines: ["shoes off"] });
    const read = await agent.get(`/api/joke-notes/${note.id}`).expect(200);
    const tag = read.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);

    // The laptop saves first, onto what it read.
    const laptop = await agent.put(`/api/joke-notes/${note.id}`).set("If-Match", tag).send({ setup: "Airport security, tightened" }).expect(200);
    expect(laptop.headers.etag).not.toBe(tag);
    expect((await agent.get(`/api/joke-notes/${note.id}`)).headers.etag).toBe(laptop.headers.etag);

    // The phone still holds the old tag: refused, told what the note is now.
    const phone = await agent.put(`/api/joke-notes/${note.id}`).set("If-Match", tag).send({ setup: "Airport security, phone draft" });
    expect(phone.status).toBe(412);
    expect(phone.body.message).toMatch(/changed elsewhere/);
    expect(phone.body.note).toMatchObject({ id: note.id, setup: "Airport security, tightened" });
    expect(phone.headers.etag).toBe(laptop.headers.etag);
    const patch = await agent.patch(`/api/joke-notes/${note.id}`).set("If-Match", tag).send({ durationSeconds: 90 });
    expect(patch.status).toBe(412);
    expect((await agent.get(`/api/joke-notes/${note.id}`).expect(200)).body).toMatchObject({ setup: "Airport security, tightened", durationSeconds: null });

    // With the new tag it goes through; `*` and no If-Match (a script) always do.
    await agent.patch(`/api/joke-notes/${note.id}`).set("If-Match", laptop.headers.etag as string).send({ durationSeconds: 60 }).expect(200);
    await agent.patch(`/api/joke-notes/${note.id}`).set("If-Match", "*").send({ durationSeconds: 75 }).expect(200);
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Scripted" }).expect(200);
    // A weak tag never matches a strong one.
    const now = (await agent.get(`/api/joke-notes/${note.id}`)).headers.etag as string;
    expect((await agent.put(`/api/joke-notes/${note.id}`).set("If-Match", `W/${now}`).send({ setup: "Weak" })).status).toBe(412);
  });

  it("ten saves at once onto one read: exactly one goes through, the others answer 412, none 5xx", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Gym membership" });
    const tag = (await agent.get(`/api/joke-notes/${note.id}`)).headers.etag as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.put(`/api/joke-notes/${note.id}`).set("If-Match", tag).send({ setup: `Gym membership take ${i}` })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412, 412, 412, 412, 412, 412]);
    const winner = answers.find((r) => r.status === 200)!;
    expect((await agent.get(`/api/joke-notes/${note.id}`)).body.setup).toBe(winner.body.setup);
  });

  it("another comedian's note answers 404 whatever the If-Match, and is not changed", async () => {
    const owner = await signedInAgent(t);
    const note = await aJokeNote(owner.agent, { setup: "Mine" });
    const tag = (await owner.agent.get(`/api/joke-notes/${note.id}`)).headers.etag as string;
    const other = await signedInAgent(t);
    for (const ifMatch of [tag, "*", '"x"']) {
      expect((await other.agent.put(`/api/joke-notes/${note.id}`).set("If-Match", ifMatch).send({ setup: "Theirs" })).status).toBe(404);
    }
    expect((await owner.agent.get(`/api/joke-notes/${note.id}`)).body.setup).toBe("Mine");
  });
});

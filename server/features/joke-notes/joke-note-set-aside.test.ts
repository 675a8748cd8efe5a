import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { VERSIONS_KEPT } from "@shared/joke-notes/note-text";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof signedInAgent>>["agent"];

const versionsOf = async (agent: Agent, id: number) => (await agent.get(`/api/joke-notes/${id}/versions`).expect(200)).body as JokeNoteVersion[];

describe("POST /api/joke-notes/:id/versions: words kept aside, flagged", () => {
  it("keeps an offline edit that met a newer note as its own flagged version, restorable, and leaves the note as it is", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Laptop's setup", punchlines: ["laptop line"] });
    const res = await agent
      .post(`/api/joke-notes/${note.id}/versions`)
      .send({ setup: "Phone's offline setup", punchlines: ["phone line", "  "], notes: "typed on the train", setAside: "offline" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ setup: "Phone's offline setup", punchlines: ["phone line"], notes: "typed on the train", inspiration: null, setAside: "offline" });
    expect((await agent.get(`/api/joke-notes/${note.id}`).expect(200)).body).toMatchObject({ setup: "Laptop's setup", punchlines: ["laptop line"] });

    const [kept] = await versionsOf(agent, note.id);
    expect(kept).toMatchObject({ id: res.body.id, setAside: "offline" });
    const restored = await agent.post(`/api/joke-notes/${note.id}/versions/${kept!.id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ setup: "Phone's offline setup", punchlines: ["phone line"] });
    // The words the restore replaced are a plain version; the flagged one stays.
    expect((await versionsOf(agent, note.id)).map((v) => [v.setup, v.setAside])).toEqual([
      ["Laptop's setup", null],
      ["Phone's offline setup", "offline"],
    ]);
  });

  it("the same words kept aside again (a retry after a lost answer) are one version; other words or another reason are another", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Current" });
    const body = { setup: "Mine", punchlines: ["a"], setAside: "conflict" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post(`/api/joke-notes/${note.id}/versions`).send(body)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as JokeNoteVersion).id)).size).toBe(1);
    await agent.post(`/api/joke-notes/${note.id}/versions`).send({ ...body, setAside: "offline" }).expect(201);
    await agent.post(`/api/joke-notes/${note.id}/versions`).send({ ...body, setup: "Mine, later" }).expect(201);
    expect((await versionsOf(agent, note.id)).map((v) => [v.setup, v.setAside])).toEqual([
      ["Mine, later", "conflict"],
      ["Mine", "offline"],
      ["Mine", "conflict"],
    ]);
  });

  it(`counts toward the newest ${VERSIONS_KEPT} kept`, async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "v0" });
    for (let i = 1; i <= VERSIONS_KEPT + 2; i++) {
      await agent.post(`/api/joke-notes/${note.id}/versions`).send({ setup: `aside ${i}`, setAside: "conflict" }).expect(201);
    }
    const versions = await versionsOf(agent, note.id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions[0]!.setup).toBe(`aside ${VERSIONS_KEPT + 2}`);
  });

  it("as an attacker: another comedian's note is not found and gains nothing; bad input is a 400 naming the field", async () => {
    const owner = await signedInAgent(t);
    const attacker = await signedInAgent(t);
    const note = await aJokeNote(owner.agent, { setup: "Owner's joke" });
    const good = { setup: "Planted", setAside: "conflict" };

    const stolen = await attacker.agent.post(`/api/joke-notes/${note.id}/versions`).send(good);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("Joke note not found.");
    expect(await versionsOf(owner.agent, note.id)).toEqual([]);

    for (const id of ["2147483648", "abc", "-1", "0"]) {
      expect((await owner.agent.post(`/api/joke-notes/${id}/versions`).send(good)).status).toBe(400);
    }
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ setAside: "conflict" }, /Setup/],
      [{ setup: "x" }, /setAside/],
      [{ setup: "x", setAside: "lost" }, /setAside must be conflict or offline/],
      [{ setup: 7, setAside: "offline" }, /Setup/],
      [{ setup: "x", punchlines: "one", setAside: "offline" }, /Punchlines/],
      [{ setup: "\u0000\u0000", setAside: "offline" }, /Setup is required/],
      [{ setup: "x".repeat(1_000_000), setAside: "offline" }, /Setup/],
      [{ setup: "x", notes: "n".repeat(1_000_000), setAside: "offline" }, /Notes/],
    ];
    for (const [body, field] of bad) {
      const res = await owner.agent.post(`/api/joke-notes/${note.id}/versions`).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(field);
    }
    expect(await versionsOf(owner.agent, note.id)).toEqual([]);
    // NUL is stripped, as in every text a person sends, never a 500.
    const nul = await owner.agent.post(`/api/joke-notes/${note.id}/versions`).send({ setup: "a\u0000b", setAside: "offline" });
    expect(nul.status).toBe(201);
    expect(nul.body.setup).toBe("ab");
    expect((await t.agent().post(`/api/joke-notes/${note.id}/versions`).send(good)).status).toBe(401);
  });
});

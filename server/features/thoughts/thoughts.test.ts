import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { thoughts } from "@shared/schema/index";
import { jokeNoteSetups, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { aCategory, aThought, thoughtContents } from "./thought-test-data";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = "\u0000";
const TOO_BIG = 2 ** 31;

describe("create and list", () => {
  it("files a thought with its tags split, trimmed and empty ones dropped; ignores userId", async () => {
    const { agent, user } = await signedInAgent(t);
    const { user: other } = await signedInAgent(t);
    const category = await aCategory(agent);
    const thought = await aThought(agent, category.id, {
      content: "  Why does my mom text in all caps?  ",
      tags: " mom, , texting ,CAPS,caps ",
      userId: other.id,
    });
    expect(thought).toMatchObject({
      categoryId: category.id,
      content: "Why does my mom text in all caps?",
      tags: ["mom", "texting", "CAPS"],
      isFavorite: false,
    });
    expect(Object.keys(thought).sort()).toEqual(["categoryId", "content", "createdAt", "id", "isFavorite", "tags", "updatedAt"]);
    const [row] = await t.db.select().from(thoughts).where(eq(thoughts.id, thought.id));
    expect(row?.userId).toBe(user.id);

    const listed = await aThought(agent, category.id, { content: "No tags" });
    expect(listed.tags).toEqual([]);
    const asList = await aThought(agent, category.id, { content: "Tag list", tags: ["a, b", " ", "c"] });
    expect(asList.tags).toEqual(["a", "b", "c"]);
    expect(await thoughtContents(agent)).toEqual(["Tag list", "No tags", "Why does my mom text in all caps?"]);
  });

  it("lists one category's thoughts when asked", async () => {
    const { agent } = await signedInAgent(t);
    const family = await aCategory(agent, { name: "Family" });
    const work = await aCategory(agent, { name: "Work" });
    await aThought(agent, family.id, { content: "F1" });
    await aThought(agent, work.id, { content: "W1" });
    await aThought(agent, family.id, { content: "F2" });
    expect(await thoughtContents(agent, `?categoryId=${family.id}`)).toEqual(["F2", "F1"]);
    expect(await thoughtContents(agent, `?categoryId=${work.id}`)).toEqual(["W1"]);
    expect(await thoughtContents(agent)).toEqual(["F2", "W1", "F1"]);
    for (const query of [{ categoryId: "abc" }, { categoryId: TOO_BIG }, { categoryId: "0" }, { categoryId: ["1", "2"] }]) {
      const res = await apiClient(agent).thoughts.list({ unchecked: { query } });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("answers 400 for blank content, no category, bad tags or wrong types, and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent);
    const bodies = [
      {},
      { categoryId: category.id },
      { categoryId: category.id, content: "   " },
      { categoryId: category.id, content: `${NUL}\n` },
      { content: "no category" },
      { categoryId: String(category.id), content: "x" },
      { categoryId: null, content: "x" },
      { categoryId: TOO_BIG, content: "x" },
      { categoryId: 1.5, content: "x" },
      { categoryId: category.id, content: 42 },
      { categoryId: category.id, content: "x", tags: 3 },
      { categoryId: category.id, content: "x", tags: [1, 2] },
      { categoryId: category.id, content: "x", tags: "x".repeat(41) },
      { categoryId: category.id, content: "x".repeat(5001) },
    ];
    for (const body of bodies) {
      const res = await apiClient(agent).thoughts.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const missing = await apiClient(agent).thoughts.create({ unchecked: { body: { content: "x" } } });
    expect(missing.body.message).toBe("categoryId: Pick a category");
    await apiClient(agent).thoughts.create({ body: { categoryId: category.id, content: "x".repeat(1024 * 1024) } }).expect(413);
    expect(await thoughtContents(agent)).toEqual([]);
  });

  it("strips NUL bytes from content and tags", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent);
    const thought = await aThought(agent, category.id, { content: `Nul${NUL}l`, tags: `ta${NUL}g, ${NUL}` });
    expect(thought).toMatchObject({ content: "Null", tags: ["tag"] });
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).thoughts.list().expect(401);
    await apiClient(t.agent()).thoughts.create({ body: { categoryId: 1, content: "x" } }).expect(401);
    await apiClient(t.agent()).thoughts.promote({ params: { id: 1 } }).expect(401);
  });
});

describe("update, favourite, move, delete", () => {
  it("edits content and tags, toggles the favourite, and moves updatedAt", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent);
    const thought = await aThought(agent, category.id, { tags: "dad" });
    await new Promise((r) => setTimeout(r, 15));
    const edited = await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { content: " Dad irons socks ", tags: "dad, laundry" } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: "Dad irons socks", tags: ["dad", "laundry"], isFavorite: false });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThan(new Date(thought.updatedAt).getTime());

    const starred = await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { isFavorite: true } }).expect(200);
    expect(starred.body).toMatchObject({ content: "Dad irons socks", tags: ["dad", "laundry"], isFavorite: true });
    const unstarred = await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { isFavorite: false } }).expect(200);
    expect(unstarred.body.isFavorite).toBe(false);
    const untagged = await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { tags: [] } }).expect(200);
    expect(untagged.body.tags).toEqual([]);
  });

  it("refuses empty or mistyped updates and keeps the thought", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent);
    const thought = await aThought(agent, category.id, { content: "Keep me" });
    for (const body of [{}, { content: "  " }, { isFavorite: "true" }, { isFavorite: 1 }, { tags: {} }, { categoryId: "x" }]) {
      const res = await apiClient(agent).thoughts.update({ params: { id: thought.id }, unchecked: { body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await thoughtContents(agent)).toEqual(["Keep me"]);
  });

  it("moves a thought to another of the owner's categories", async () => {
    const { agent } = await signedInAgent(t);
    const from = await aCategory(agent, { name: "From" });
    const to = await aCategory(agent, { name: "To" });
    const thought = await aThought(agent, from.id);
    const moved = await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { categoryId: to.id } }).expect(200);
    expect(moved.body.categoryId).toBe(to.id);
    expect(await thoughtContents(agent, `?categoryId=${from.id}`)).toEqual([]);
  });

  it("deletes once", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent);
    const thought = await aThought(agent, category.id);
    await apiClient(agent).thoughts.remove({ params: { id: thought.id } }).expect(204);
    await apiClient(agent).thoughts.remove({ params: { id: thought.id } }).expect(404);
    await apiClient(agent).thoughts.update({ params: { id: thought.id }, body: { isFavorite: true } }).expect(404);
    expect(await thoughtContents(agent)).toEqual([]);
  });

  it.each<[string, string, (api: ApiClient, body: object) => supertest.Test]>([
    ["put", `thoughts/${TOO_BIG}`, (api, body) => api.thoughts.update({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["delete", `thoughts/${TOO_BIG}`, (api, body) => api.thoughts.remove({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["post", `thoughts/${TOO_BIG}/promote`, (api, body) => api.thoughts.promote({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["put", "thoughts/abc", (api, body) => api.thoughts.update({ params: { id: "abc" }, unchecked: { body } })],
    ["delete", "thoughts/-4", (api, body) => api.thoughts.remove({ params: { id: -4 }, unchecked: { body } })],
    ["post", "thoughts/1e3/promote", (api, body) => api.thoughts.promote({ params: { id: "1e3" }, unchecked: { body } })],
  ])("%s /api/%s answers 400 with a message", async (_method, _path, call) => {
    const { agent } = await signedInAgent(t);
    const res = await call(apiClient(agent), { isFavorite: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("ownership", () => {
  it("refuses to file a thought in, or move one to, another user's category (400), both ways", async () => {
    const { agent: alice } = await signedInAgent(t);
    const { agent: bob } = await signedInAgent(t);
    const hers = await aCategory(alice, { name: "Hers" });
    const his = await aCategory(bob, { name: "His" });
    const herThought = await aThought(alice, hers.id, { content: "her thought" });
    const hisThought = await aThought(bob, his.id, { content: "his thought" });
    for (const [agent, foreign, ownThought] of [
      [alice, his, herThought],
      [bob, hers, hisThought],
    ] as const) {
      const res = await apiClient(agent).thoughts.create({ body: { categoryId: foreign.id, content: "sneaky" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/your own categories/);
      await apiClient(agent).thoughts.update({ params: { id: ownThought.id }, body: { categoryId: foreign.id } }).expect(400);
      await apiClient(agent).thoughts.create({ body: { categoryId: 2_000_000_000, content: "nowhere" } }).expect(400);
    }
    expect(await thoughtContents(alice)).toEqual(["her thought"]);
    expect(await thoughtContents(bob)).toEqual(["his thought"]);
    expect(await thoughtContents(bob, `?categoryId=${hers.id}`)).toEqual([]);
    const [herRow] = await t.db.select().from(thoughts).where(eq(thoughts.id, herThought.id));
    expect(herRow?.categoryId).toBe(hers.id);
  });

  it("gives each of two users 404 on the other's thoughts and changes nothing", async () => {
    const { agent: alice } = await signedInAgent(t);
    const { agent: bob } = await signedInAgent(t);
    const hers = await aThought(alice, (await aCategory(alice)).id, { content: "her thought", tags: "a" });
    const bobCategory = await aCategory(bob);
    const his = await aThought(bob, bobCategory.id, { content: "his thought" });
    for (const [intruder, thought, intruderCategory] of [
      [bob, hers, bobCategory.id],
      [alice, his, hers.categoryId],
    ] as const) {
      await apiClient(intruder).thoughts.update({ params: { id: thought.id }, body: { content: "Stolen", isFavorite: true } }).expect(404);
      await apiClient(intruder).thoughts.update({ params: { id: thought.id }, body: { categoryId: intruderCategory } }).expect(404);
      await apiClient(intruder).thoughts.remove({ params: { id: thought.id } }).expect(404);
      await apiClient(intruder).thoughts.promote({ params: { id: thought.id } }).expect(404);
    }
    expect((await apiClient(alice).thoughts.list()).body).toEqual([hers]);
    expect((await apiClient(bob).thoughts.list()).body).toEqual([his]);
    expect(await jokeNoteSetups(alice)).toEqual([]);
    expect(await jokeNoteSetups(bob)).toEqual([]);
  });
});

describe("promote to a joke note", () => {
  it("makes the thought the setup of a new joke note, with its tags and category noted", async () => {
    const { agent } = await signedInAgent(t);
    await apiClient(agent).jokeNotes.create({ body: { setup: "Older bit" } }).expect(201);
    const category = await aCategory(agent, { name: "Airports" });
    const thought = await aThought(agent, category.id, { content: "Neck pillows are just wearable regret", tags: "travel, regret" });
    const res = await apiClient(agent).thoughts.promote({ params: { id: thought.id } }).send({ userId: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      setup: "Neck pillows are just wearable regret",
      punchlines: [],
      notes: "Tags: travel, regret",
      inspiration: "From My Thoughts: Airports",
      stage: "idea",
      onStool: false,
    });
    // The new joke note heads the list, and the thought stays where it was.
    expect(await jokeNoteSetups(agent)).toEqual(["Neck pillows are just wearable regret", "Older bit"]);
    expect(await thoughtContents(agent)).toEqual(["Neck pillows are just wearable regret"]);
  });

  it("leaves the notes empty for a thought without tags", async () => {
    const { agent } = await signedInAgent(t);
    const thought = await aThought(agent, (await aCategory(agent)).id, { content: "Plain" });
    const res = await apiClient(agent).thoughts.promote({ params: { id: thought.id } }).expect(201);
    expect(res.body.notes).toBeNull();
  });

  it("answers 404 for a deleted thought", async () => {
    const { agent } = await signedInAgent(t);
    const thought = await aThought(agent, (await aCategory(agent)).id);
    await apiClient(agent).thoughts.remove({ params: { id: thought.id } }).expect(204);
    await apiClient(agent).thoughts.promote({ params: { id: thought.id } }).expect(404);
  });
});

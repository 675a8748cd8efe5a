import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { thoughtCategories, thoughts } from "@shared/schema/index";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { aCategory, aThought, categoryNames, thoughtContents } from "./thought-test-data";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_BIG = 2 ** 31;

describe("create and list", () => {
  it("creates with the default colour, numbers each new one by the count, and counts thoughts", async () => {
    const { agent, user } = await signedInAgent(t);
    const { user: other } = await signedInAgent(t);
    const family = await aCategory(agent, { name: "  Family ", description: "  ", sortOrder: 42, userId: other.id });
    expect(family).toMatchObject({ name: "Family", description: null, color: "#3B82F6", sortOrder: 0, thoughtCount: 0 });
    const work = await aCategory(agent, { name: "Work", description: "Day job", color: "#ef4444" });
    expect(work).toMatchObject({ description: "Day job", color: "#EF4444", sortOrder: 1 });
    const [row] = await t.db.select().from(thoughtCategories).where(eq(thoughtCategories.id, family.id));
    expect(row?.userId).toBe(user.id);

    await aThought(agent, work.id);
    await aThought(agent, work.id, { content: "Second" });
    const list = await apiClient(agent).thoughtCategories.list().expect(200).answer();
    expect(list.map((c) => [c.name, c.thoughtCount])).toEqual([
      ["Family", 0],
      ["Work", 2],
    ]);
  });

  it("answers 400 for a blank name, a colour outside the presets, or wrong types, and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    const bodies = [
      {},
      { name: "   " },
      { name: "\u0000" },
      { name: 7 },
      { name: "x", description: 5 },
      { name: "x", color: "#123456" },
      { name: "x", color: "blue" },
      { name: "x", color: 3 },
      { name: "x".repeat(61) },
    ];
    for (const body of bodies) {
      const res = await apiClient(agent).thoughtCategories.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await apiClient(agent).thoughtCategories.create({ body: { name: "x", description: "y".repeat(1024 * 1024) } }).expect(413);
    expect(await categoryNames(agent)).toEqual([]);
  });

  it("is refused by the database too when a colour is not a preset", async () => {
    const { user } = await signedInAgent(t);
    await expect(t.db.insert(thoughtCategories).values({ userId: user.id, name: "x", color: "#000000" })).rejects.toThrow();
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).thoughtCategories.list().expect(401);
    await apiClient(t.agent()).thoughtCategories.create({ body: { name: "x" } }).expect(401);
  });
});

describe("rename, recolour, delete", () => {
  it("changes only the fields sent", async () => {
    const { agent } = await signedInAgent(t);
    const category = await aCategory(agent, { name: "Dating", description: "Apps", color: "#EC4899" });
    await aThought(agent, category.id);
    const renamed = await apiClient(agent).thoughtCategories.update({ params: { id: category.id }, body: { name: " Romance " } }).expect(200);
    expect(renamed.body).toMatchObject({ name: "Romance", description: "Apps", color: "#EC4899", thoughtCount: 1 });
    const recoloured = await apiClient(agent).thoughtCategories.update({ params: { id: category.id }, body: { color: "#14b8a6", description: "" } });
    expect(recoloured.body).toMatchObject({ name: "Romance", description: null, color: "#14B8A6" });
    await apiClient(agent).thoughtCategories.update({ params: { id: category.id }, body: {} }).expect(400);
    await apiClient(agent).thoughtCategories.update({ params: { id: category.id }, body: { color: "#FFFFFF" } }).expect(400);
    await apiClient(agent).thoughtCategories.update({ params: { id: category.id }, body: { name: "" } }).expect(400);
  });

  it("deletes a category with its thoughts, leaves the others, and closes the gap in the order", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aCategory(agent, { name: "A" });
    const b = await aCategory(agent, { name: "B" });
    await aCategory(agent, { name: "C" });
    await aThought(agent, a.id, { content: "in A" });
    await aThought(agent, b.id, { content: "in B, one" });
    await aThought(agent, b.id, { content: "in B, two" });

    await apiClient(agent).thoughtCategories.remove({ params: { id: b.id } }).expect(204);
    expect(await thoughtContents(agent)).toEqual(["in A"]);
    expect(await t.db.select().from(thoughts).where(eq(thoughts.categoryId, b.id))).toEqual([]);
    await apiClient(agent).thoughtCategories.remove({ params: { id: b.id } }).expect(404);

    const d = await aCategory(agent, { name: "D" });
    expect(d.sortOrder).toBe(2);
    const list = (await apiClient(agent).thoughtCategories.list()).body as ThoughtCategory[];
    expect(list.map((c) => [c.name, c.sortOrder])).toEqual([
      ["A", 0],
      ["C", 1],
      ["D", 2],
    ]);
  });
});

describe("reorder", () => {
  it("saves the order in one call; ones left out follow in their old order", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aCategory(agent, { name: "A" });
    const b = await aCategory(agent, { name: "B" });
    const c = await aCategory(agent, { name: "C" });
    await apiClient(agent).thoughtCategories.reorder({ body: { categoryIds: [c.id, a.id, b.id] } }).expect(200);
    expect(await categoryNames(agent)).toEqual(["C", "A", "B"]);
    await apiClient(agent).thoughtCategories.reorder({ body: { categoryIds: [b.id] } }).expect(200);
    expect(await categoryNames(agent)).toEqual(["B", "C", "A"]);
    const list = (await apiClient(agent).thoughtCategories.list()).body as ThoughtCategory[];
    expect(list.map((category) => category.sortOrder)).toEqual([0, 1, 2]);
  });

  it("refuses someone else's id and changes nothing, both ways", async () => {
    const { agent: alice } = await signedInAgent(t);
    const { agent: bob } = await signedInAgent(t);
    const a1 = await aCategory(alice, { name: "A1" });
    const a2 = await aCategory(alice, { name: "A2" });
    const b1 = await aCategory(bob, { name: "B1" });
    const b2 = await aCategory(bob, { name: "B2" });
    const res = await apiClient(alice).thoughtCategories.reorder({ body: { categoryIds: [a2.id, b1.id, a1.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not yours/);
    await apiClient(bob).thoughtCategories.reorder({ body: { categoryIds: [a2.id, b2.id] } }).expect(400);
    expect(await categoryNames(alice)).toEqual(["A1", "A2"]);
    expect(await categoryNames(bob)).toEqual(["B1", "B2"]);
  });

  it("validates the id list", async () => {
    const { agent } = await signedInAgent(t);
    for (const body of [{}, { categoryIds: [] }, { categoryIds: [1, 1] }, { categoryIds: ["1"] }, { categoryIds: [TOO_BIG] }, { categoryIds: 1 }]) {
      const res = await apiClient(agent).thoughtCategories.reorder({ unchecked: { body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe("ownership", () => {
  it("gives each of two users 404 on the other's category and changes nothing", async () => {
    const { agent: alice } = await signedInAgent(t);
    const { agent: bob } = await signedInAgent(t);
    const hers = await aCategory(alice, { name: "Hers", color: "#22C55E" });
    const his = await aCategory(bob, { name: "His" });
    await aThought(alice, hers.id, { content: "her thought" });
    await aThought(bob, his.id, { content: "his thought" });
    for (const [intruder, category] of [
      [bob, hers],
      [alice, his],
    ] as const) {
      await apiClient(intruder).thoughtCategories.update({ params: { id: category.id }, body: { name: "Stolen" } }).expect(404);
      await apiClient(intruder).thoughtCategories.remove({ params: { id: category.id } }).expect(404);
    }
    expect(await categoryNames(alice)).toEqual(["Hers"]);
    expect(await categoryNames(bob)).toEqual(["His"]);
    expect(await thoughtContents(alice)).toEqual(["her thought"]);
    expect(await thoughtContents(bob)).toEqual(["his thought"]);
  });

  it.each<[string, string, (api: ApiClient, body: object) => supertest.Test]>([
    ["put", `thought-categories/${TOO_BIG}`, (api, body) => api.thoughtCategories.update({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["delete", `thought-categories/${TOO_BIG}`, (api, body) => api.thoughtCategories.remove({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["put", "thought-categories/abc", (api, body) => api.thoughtCategories.update({ params: { id: "abc" }, unchecked: { body } })],
    ["delete", "thought-categories/0", (api, body) => api.thoughtCategories.remove({ params: { id: 0 }, unchecked: { body } })],
  ])("%s /api/%s answers 400 with a message", async (_method, _path, call) => {
    const { agent } = await signedInAgent(t);
    const res = await call(apiClient(agent), { name: "x" });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

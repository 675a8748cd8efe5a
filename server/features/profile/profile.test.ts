import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles, users } from "@shared/schema/index";
import {
  defaultLocation,
  defaultSentenceStarters,
  defaultSetupKeywords,
  defaultTopicCategories,
} from "@shared/profile/profile-defaults";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  keywords: [],
  setupKeywords: defaultSetupKeywords,
  topicCategories: defaultTopicCategories,
  sentenceStarters: defaultSentenceStarters,
  location: defaultLocation,
  aiFeaturesEnabled: true,
  canUseAI: false,
};

const setTier = (id: number, tier: "free" | "basic" | "premium") =>
  t.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, id));

describe("GET /api/profile", () => {
  it("creates the profile with the spec's defaults on first read, then returns it", async () => {
    const { agent, user } = await signedInAgent(t);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(0);
    const first = await apiClient(agent).profile.get().expect(200);
    expect(first.body).toEqual(DEFAULTS);
    expect(first.body.sentenceStarters).toEqual([
      "I think it's {setup} that...",
      "I find it {setup} to...",
      "What's {setup} about {topic} is...",
      "The reason {topic} is so {setup} is...",
    ]);
    expect(await apiClient(agent).profile.get().expect(200).answer()).toEqual(DEFAULTS);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(1);
  });

  it("survives many first reads at the same moment, making one profile", async () => {
    const { agent, user } = await signedInAgent(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => apiClient(agent).profile.get()));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(1);
  });

  it("needs a signed-in user", async () => {
    await apiClient(t.agent()).profile.get().expect(401);
    await apiClient(t.agent()).profile.update({ body: { location: "Austin" } }).expect(401);
  });

  it("says canUseAI for Premium with AI on only", async () => {
    const { agent, user } = await signedInAgent(t);
    await setTier(user.id, "basic");
    expect((await apiClient(agent).profile.get()).body.canUseAI).toBe(false);
    await setTier(user.id, "premium");
    expect((await apiClient(agent).profile.get()).body.canUseAI).toBe(true);
    const off = await apiClient(agent).profile.update({ body: { aiFeaturesEnabled: false } }).expect(200);
    expect(off.body).toMatchObject({ aiFeaturesEnabled: false, canUseAI: false });
  });
});

describe("PUT /api/profile", () => {
  it("saves the fields, normalising keyword lists by the shared rule", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).profile.update({ body: {
        keywords: [" my dad ", "My Dad", "", "Texas\u0000"],
        setupKeywords: ["awkward", "  ", "awkward"],
        topicCategories: ["dating"],
        sentenceStarters: ["You ever notice how {topic} is {setup}?", " "],
        location: "  Austin ",
      } })
      .expect(200);
    expect(res.body).toEqual({
      keywords: ["my dad", "Texas"],
      setupKeywords: ["awkward"],
      topicCategories: ["dating"],
      sentenceStarters: ["You ever notice how {topic} is {setup}?"],
      location: "Austin",
      aiFeaturesEnabled: true,
      canUseAI: false,
    });
    expect((await apiClient(agent).profile.get()).body).toEqual(res.body);
  });

  it("keeps the fields left out, and creates a profile it has not read yet", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).profile.update({ body: { location: "Houston" } }).expect(200);
    expect(res.body).toEqual({ ...DEFAULTS, location: "Houston" });
  });

  it("refuses a sentence starter with an unknown placeholder, naming it", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).profile.update({ body: { sentenceStarters: ["Ok {setup}", "Dear {name},"] } }).expect(400);
    expect(res.body.message).toContain("{name}");
    expect(res.body.message).toContain("{setup} and {topic}");
    expect((await apiClient(agent).profile.get()).body.sentenceStarters).toEqual(defaultSentenceStarters);
  });

  it("changes only the signed-in comedian's profile, whatever userId the body names", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await apiClient(a.agent).profile.update({ unchecked: { body: { location: "Austin", userId: b.user.id } } }).expect(200);
    expect((await apiClient(b.agent).profile.get()).body.location).toBe(defaultLocation);
    await apiClient(b.agent).profile.update({ unchecked: { body: { topicCategories: ["taxes"], userId: a.user.id } } }).expect(200);
    expect((await apiClient(a.agent).profile.get()).body).toMatchObject({ location: "Austin", topicCategories: defaultTopicCategories });
  });

  it.each([
    ["an empty body", {}],
    ["a list that is text", { keywords: "dogs" }],
    ["numbers in a list", { setupKeywords: [1, 2] }],
    ["a null list", { topicCategories: null }],
    ["a blank location", { location: " \u0000 " }],
    ["a number for a location", { location: 42 }],
    ["text for the AI switch", { aiFeaturesEnabled: "true" }],
    ["too many keywords", { keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) }],
    ["a keyword too long", { keywords: ["x".repeat(61)] }],
    ["a starter too long", { sentenceStarters: ["x".repeat(201)] }],
  ])("answers 400 for %s", async (_label, body) => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).profile.update({ unchecked: { body } }).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("answers 400 for a body that is a list, and 413 for a 1 MB one", async () => {
    const { agent } = await signedInAgent(t);
    await apiClient(agent).profile.update({ unchecked: { body: [{ location: "Austin" }] } }).expect(400);
    await apiClient(agent).profile.update({ body: { location: "x".repeat(1024 * 1024) } }).expect(413);
    await apiClient(agent).profile.update({ unchecked: { body: '{"location": ' } }).set("Content-Type", "application/json").expect(400);
  });
});

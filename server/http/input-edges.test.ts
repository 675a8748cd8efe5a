import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import twilio from "twilio";
import { errorLogs, jokeNotes, users } from "@shared/schema/index";
import { recordError } from "../features/error-logs/error-logs.service";
import { uniqueEmail } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

const TOKEN = "edge-token";
const PUBLIC_URL = "https://toolkit.example.com";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smsWebhook: { authToken: TOKEN, publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

const NUL = "\u0000";
const TOO_BIG = 2 ** 31;

async function signedIn() {
  const agent = t.agent();
  const res = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
  return { agent, id: res.body.id as number };
}

describe("NUL bytes in text", () => {
  it("are stripped from every joke note text field, and the note is saved", async () => {
    const { agent } = await signedIn();
    const res = await agent.post("/api/joke-notes").send({
      setup: `Set${NUL}up`,
      punchlines: [`Punch${NUL}line`, NUL],
      notes: `No${NUL}tes`,
      inspiration: `In${NUL}spiration`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ setup: "Setup", punchlines: ["Punchline"], notes: "Notes", inspiration: "Inspiration" });
    const updated = await agent.put(`/api/joke-notes/${res.body.id}`).send({ setup: `Again${NUL}`, notes: NUL });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ setup: "Again", notes: null });
  });

  it("leave a setup of nothing but control characters missing (400)", async () => {
    const { agent } = await signedIn();
    const res = await agent.post("/api/joke-notes").send({ setup: `${NUL}\u0007` });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Setup is required/);
  });

  it("are stripped from a beta feature name", async () => {
    const { agent } = await signedIn();
    await agent.post("/api/beta-features/track").send({ featureName: `my${NUL}-thoughts` }).expect(201);
  });

  it("in a texted joke: saved once, cleaned, and every retry answered 200", async () => {
    const { id } = await signedIn();
    const phone = "+15550009999";
    await t.db.update(users).set({ phoneNumber: phone, isPhoneVerified: true }).where(eq(users.id, id));
    const params = { MessageSid: "SMnul0000000000000000000000000001", From: phone, Body: `joke: Null${NUL} and void / ${NUL}punch` };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/webhook`, params);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await t.agent().post("/api/sms/webhook").type("form").set("X-Twilio-Signature", signature).send(params);
      expect(res.status).toBe(200);
    }
    const saved = await t.db.select().from(jokeNotes).where(eq(jokeNotes.userId, id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ setup: "Null and void", punchlines: ["punch"] });
  });

  it("do not stop an error from being logged", async () => {
    await recordError(t.db, {
      message: `broke on ${NUL}`,
      stack: `Error${NUL}\n    at somewhere`,
      severity: "high",
      context: { path: `/api/x${NUL}`, nested: { list: [NUL, 1, true] } },
    });
    const [log] = await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    expect(log).toMatchObject({ message: "broke on ", stack: "Error\n    at somewhere", context: { path: "/api/x", nested: { list: ["", 1, true] } } });
  });
});

describe("ids past PostgreSQL's integer range", () => {
  it.each([
    ["put", `/api/joke-notes/${TOO_BIG}`, { setup: "x" }],
    ["patch", `/api/joke-notes/${TOO_BIG}`, { stage: "idea" }],
    ["patch", `/api/joke-notes/${TOO_BIG}/move-to-stool`, { stoolCategory: "" }],
    ["patch", `/api/joke-notes/${TOO_BIG}/remove-from-stool`, {}],
    ["delete", `/api/joke-notes/${TOO_BIG}`, undefined],
    ["delete", "/api/joke-notes/99999999999999999999999", undefined],
    ["put", "/api/joke-notes/reorder", { noteIds: [TOO_BIG] }],
  ] as const)("%s %s answers 400 with a message", async (method, path, body) => {
    const { agent } = await signedIn();
    const res = await agent[method](path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

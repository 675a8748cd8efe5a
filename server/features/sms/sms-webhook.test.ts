import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { jokeNotes, users } from "@shared/schema/index";
import { aJokeNote, aPhoneNumber, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const TOKEN = "webhook-auth-token";
const PUBLIC_URL = "https://toolkit.example.com";
const WEBHOOK = "/api/sms/webhook";
let t: TestApp;
let sidSeq = 0;

beforeAll(async () => {
  t = await createTestApp({ smsWebhook: { authToken: TOKEN, publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

const newSid = () => `SM${String((sidSeq += 1)).padStart(32, "0")}`;

function signedPost(params: Record<string, string>, token = TOKEN) {
  const signature = twilio.getExpectedTwilioSignature(token, `${PUBLIC_URL}${WEBHOOK}`, params);
  return t.agent().post(WEBHOOK).type("form").set("X-Twilio-Signature", signature).send(params);
}

/** A comedian with a verified number (set directly: verification has its own tests). */
async function comedianWithPhone() {
  const { agent, user } = await signedInAgent(t);
  const phone = aPhoneNumber();
  await t.db.update(users).set({ phoneNumber: phone, isPhoneVerified: true }).where(eq(users.id, user.id));
  return { agent, phone, id: user.id };
}

const message = (res: { text: string }) => /<Message>([\s\S]*)<\/Message>/.exec(res.text)?.[1] ?? "";
const notesOf = (userId: number) => t.db.select().from(jokeNotes).where(eq(jokeNotes.userId, userId));

describe("inbound texts", () => {
  it("saves a texted joke as an idea at the top and confirms it in TwiML", async () => {
    const { agent, phone, id } = await comedianWithPhone();
    await aJokeNote(agent, { setup: "Older joke" });
    const res = await signedPost({ MessageSid: newSid(), From: phone, Body: "joke: My therapist / says I'm in denial. I'm not." });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/xml/);
    expect(res.text).toMatch(/^<\?xml[^>]*\?><Response><Message>/);
    expect(message(res)).toContain('Saved to your Joke Notes: "My therapist"');
    const list = (await agent.get("/api/joke-notes")).body;
    expect(list[0]).toMatchObject({ setup: "My therapist", punchlines: ["says I'm in denial. I'm not."], stage: "idea", onStool: false });
    expect(list[1].setup).toBe("Older joke");
    expect(await notesOf(id)).toHaveLength(2);
  });

  it("escapes the texted words in the reply", async () => {
    const { phone } = await comedianWithPhone();
    const res = await signedPost({ MessageSid: newSid(), From: phone, Body: "joke: <b>cats</b> & dogs / fight" });
    expect(message(res)).toContain("&lt;b&gt;cats&lt;/b&gt; &amp; dogs");
  });

  it("saves a retried delivery once", async () => {
    const { phone, id } = await comedianWithPhone();
    const params = { MessageSid: newSid(), From: phone, Body: "joke: Retry / once" };
    const first = await signedPost(params);
    const again = await Promise.all([signedPost(params), signedPost(params), signedPost(params)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const res of again) expect(message(res)).toBe(message(first));
    expect(await notesOf(id)).toHaveLength(1);
  });

  it("answers help, empty setups and anything else without saving", async () => {
    const { phone, id } = await comedianWithPhone();
    expect(message(await signedPost({ MessageSid: newSid(), From: phone, Body: "HELP" }))).toContain("commands");
    expect(message(await signedPost({ MessageSid: newSid(), From: phone, Body: "joke: / punch" }))).toContain("needs a setup");
    expect(message(await signedPost({ MessageSid: newSid(), From: phone, Body: "hey there" }))).toContain("joke: setup / punchline");
    expect(await notesOf(id)).toHaveLength(0);
  });

  it("tells an unknown number how to link itself and saves nothing", async () => {
    const before = (await t.db.select().from(jokeNotes)).length;
    const res = await signedPost({ MessageSid: newSid(), From: "+15559999999", Body: "joke: stranger / danger" });
    expect(res.status).toBe(200);
    expect(message(res)).toContain("Profile Settings");
    expect((await t.db.select().from(jokeNotes)).length).toBe(before);
  });

  it("refuses a forged or missing signature and saves nothing", async () => {
    const { phone, id } = await comedianWithPhone();
    const params = { MessageSid: newSid(), From: phone, Body: "joke: forged / nope" };
    const forged = await signedPost(params, "some-other-token");
    expect(forged.status).toBe(403);
    const missing = await t.agent().post(WEBHOOK).type("form").send(params);
    expect(missing.status).toBe(403);
    const tampered = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${WEBHOOK}`, params);
    const changedBody = await t
      .agent()
      .post(WEBHOOK)
      .type("form")
      .set("X-Twilio-Signature", tampered)
      .send({ ...params, Body: "joke: swapped / body" });
    expect(changedBody.status).toBe(403);
    expect(await notesOf(id)).toHaveLength(0);
  });

  it("is exempt from the cross-site check (Twilio posts from its own origin)", async () => {
    const { phone } = await comedianWithPhone();
    const params = { MessageSid: newSid(), From: phone, Body: "help" };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${WEBHOOK}`, params);
    const res = await t
      .agent()
      .post(WEBHOOK)
      .type("form")
      .set("Origin", "https://api.twilio.com")
      .set("Sec-Fetch-Site", "cross-site")
      .set("X-Twilio-Signature", signature)
      .send(params);
    expect(res.status).toBe(200);
  });

  it("takes a signed delivery that carries a session cookie and no Origin", async () => {
    const { agent, phone, id } = await comedianWithPhone();
    const params = { MessageSid: newSid(), From: phone, Body: "joke: Cookie jar / still signed" };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${WEBHOOK}`, params);
    const res = await agent.post(WEBHOOK).unset("Origin").type("form").set("X-Twilio-Signature", signature).send(params);
    expect(res.status).toBe(200);
    expect(await notesOf(id)).toHaveLength(1);
  });

  it("answers 400 without a MessageSid", async () => {
    const res = await signedPost({ From: "+15550000000", Body: "help" });
    expect(res.status).toBe(400);
  });
});

describe("without an auth token", () => {
  it("accepts unsigned texts in development and refuses them in production", async () => {
    const dev = await createTestApp({ smsWebhook: { publicUrl: PUBLIC_URL } });
    const prod = await createTestApp({ smsWebhook: { publicUrl: PUBLIC_URL }, production: true });
    try {
      const params = { MessageSid: newSid(), From: "+15550000001", Body: "help" };
      expect((await dev.agent().post(WEBHOOK).type("form").send(params)).status).toBe(200);
      expect((await prod.agent().post(WEBHOOK).type("form").send(params)).status).toBe(403);
    } finally {
      await dev.close();
      await prod.close();
    }
  });
});

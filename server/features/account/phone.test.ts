import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { users } from "@shared/schema/index";
import { createTwilioClient } from "../../integrations/sms/twilio-client";
import { twilioSms } from "../../integrations/sms/twilio-sms";
import { aPhoneNumber, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startTwilioPeer } from "../../test/twilio-peer";
import { apiClient } from "../../test/api-client";

const SID = "AC00000000000000000000000000000001";
const TOKEN = "test-auth-token";
const FROM = "+15550001111";
let t: TestApp;
let twilio: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  twilio = await startTwilioPeer(SID, TOKEN);
  t = await createTestApp({ sms: twilioSms(createTwilioClient(SID, TOKEN, twilio.url), FROM) });
});
afterAll(async () => {
  await t.close();
  await twilio.stop();
});

function codeSentTo(phone: string): string {
  const message = [...twilio.messages].reverse().find((m) => m.to === phone);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Moves the last code-sent time back so the 60 s cooldown has passed. */
const pastCooldown = (id: number) =>
  t.db.update(users).set({ phoneVerificationSentAt: sql`now() - interval '61 seconds'` }).where(eq(users.id, id));

describe("phone verification", () => {
  it("texts a 6-digit code through Twilio and verifies the number", async () => {
    const { agent } = await signedInAgent(t);
    const phone = aPhoneNumber();
    const res = await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Verification code sent!");
    const sent = twilio.messages.at(-1)!;
    expect(sent).toMatchObject({ to: phone, from: FROM });
    const ok = await apiClient(agent).phone.confirmCode({ body: { verificationCode: codeSentTo(phone) } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
    expect(JSON.stringify(ok.body)).not.toMatch(/Code|codeHash/);
    expect((await apiClient(agent).account.currentUser()).body.isPhoneVerified).toBe(true);
  });

  it("validates the number and the code", async () => {
    const { agent } = await signedInAgent(t);
    const bad = await apiClient(agent).phone.requestCode({ body: { phoneNumber: "5551234567" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/valid 10-digit phone number/);
    await apiClient(agent).phone.confirmCode({ body: { verificationCode: "12ab56" } }).expect(400);
    const none = await apiClient(agent).phone.confirmCode({ body: { verificationCode: "123456" } });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/Request a verification code first/);
  });

  it("enforces the 60 s resend cooldown on the server", async () => {
    const { agent, user: { id } } = await signedInAgent(t);
    const phone = aPhoneNumber();
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    const again = await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/Please wait \d+ seconds/);
    await pastCooldown(id);
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
  });

  it("allows 5 tries, then asks for a new code", async () => {
    const { agent } = await signedInAgent(t);
    const phone = aPhoneNumber();
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    const code = codeSentTo(phone);
    for (let i = 0; i < 5; i += 1) {
      const res = await apiClient(agent).phone.confirmCode({ body: { verificationCode: wrongCode(code) } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid verification code");
    }
    const locked = await apiClient(agent).phone.confirmCode({ body: { verificationCode: code } });
    expect(locked.status).toBe(429);
    expect((await apiClient(agent).account.currentUser()).body.isPhoneVerified).toBe(false);
  });

  it("refuses an expired code", async () => {
    const { agent, user: { id } } = await signedInAgent(t);
    const phone = aPhoneNumber();
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    await t.db.update(users).set({ phoneVerificationExpires: sql`now() - interval '1 second'` }).where(eq(users.id, id));
    const res = await apiClient(agent).phone.confirmCode({ body: { verificationCode: codeSentTo(phone) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it("keeps a verified number on one account at a time", async () => {
    const first = await signedInAgent(t);
    const second = await signedInAgent(t);
    const phone = aPhoneNumber();
    // Both ask for a code before either confirms.
    await apiClient(first.agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    const firstCode = codeSentTo(phone);
    await apiClient(second.agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    const secondCode = codeSentTo(phone);
    await apiClient(first.agent).phone.confirmCode({ body: { verificationCode: firstCode } }).expect(200);
    const late = await apiClient(second.agent).phone.confirmCode({ body: { verificationCode: secondCode } });
    expect(late.status).toBe(409);
    const third = await signedInAgent(t);
    const taken = await apiClient(third.agent).phone.requestCode({ body: { phoneNumber: phone } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This phone number is already linked to another account.");
  });

  it("removes the number", async () => {
    const { agent } = await signedInAgent(t);
    const phone = aPhoneNumber();
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
    await apiClient(agent).phone.confirmCode({ body: { verificationCode: codeSentTo(phone) } }).expect(200);
    const res = await apiClient(agent).phone.removeNumber().expect(200);
    expect(res.body).toMatchObject({ phoneNumber: null, isPhoneVerified: false });
    // The number is free for another account now.
    const other = await signedInAgent(t);
    await apiClient(other.agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
  });

  it("says so when the text cannot be sent, and allows a retry at once", async () => {
    const { agent } = await signedInAgent(t);
    const phone = aPhoneNumber();
    twilio.failNextMessage();
    const res = await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/couldn't send the text/);
    await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } }).expect(200);
  });

  it("rate-limits codes per number", async () => {
    const phone = aPhoneNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { agent } = await signedInAgent(t);
      statuses.push((await apiClient(agent).phone.requestCode({ body: { phoneNumber: phone } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("tells a signed-in comedian the capture number and format", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).sms.info().expect(200);
    expect(res.body).toEqual({ captureNumber: FROM, format: "joke: setup / punchline" });
    await apiClient(t.agent()).sms.info().expect(401);
  });

  it("tells anyone, signed in or not, that SMS capture is offered, without the number", async () => {
    const res = await apiClient(t.agent()).sms.offered().expect(200);
    expect(res.body).toEqual({ offered: true });
    const withoutSms = await createTestApp();
    try {
      expect(await apiClient(withoutSms.agent()).sms.offered().expect(200).answer()).toEqual({ offered: false });
    } finally {
      await withoutSms.close();
    }
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).phone.requestCode({ body: { phoneNumber: aPhoneNumber() } }).expect(401);
    await apiClient(t.agent()).phone.removeNumber().expect(401);
  });
});

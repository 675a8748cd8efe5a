import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwilioClient } from "../../integrations/sms/twilio-client";
import { twilioNumbers } from "../../integrations/sms/twilio-numbers";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startTwilioPeer, type PeerNumber } from "../../test/twilio-peer";

const SID = "AC00000000000000000000000000000002";
const TOKEN = "admin-auth-token";
const PUBLIC_URL = "https://toolkit.example.com";
const PN1 = `PN${"1".repeat(32)}`;
const PN2 = `PN${"2".repeat(32)}`;
const numbers: PeerNumber[] = [
  {
    sid: PN1,
    phone_number: "+15550001111",
    friendly_name: "(555) 000-1111",
    sms_url: "https://demo.twilio.com/welcome/sms/reply",
    sms_method: "POST",
    capabilities: { sms: true, mms: true, voice: true, fax: false },
  },
  {
    sid: PN2,
    phone_number: "+15550002222",
    friendly_name: "Club line",
    sms_url: `${PUBLIC_URL}/api/sms/webhook`,
    sms_method: "POST",
    capabilities: { sms: true, mms: false, voice: false, fax: false },
  },
];

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startTwilioPeer>>;
let admin: ReturnType<TestApp["agent"]>;
let member: ReturnType<TestApp["agent"]>;

beforeAll(async () => {
  twilio = await startTwilioPeer(SID, TOKEN, numbers);
  t = await createTestApp({
    smsNumbers: twilioNumbers(createTwilioClient(SID, TOKEN, twilio.url)),
    smsWebhook: { authToken: TOKEN, publicUrl: PUBLIC_URL },
  });
  admin = (await signedInAdmin(t)).agent;
  member = (await signedInAgent(t)).agent;
});
afterAll(async () => {
  await t.close();
  await twilio.stop();
});

describe("admin SMS settings API", () => {
  it("lists the account's numbers", async () => {
    const res = await admin.get("/api/twilio/phone-numbers").expect(200);
    expect(res.body).toEqual([
      {
        sid: PN1,
        phoneNumber: "+15550001111",
        friendlyName: "(555) 000-1111",
        smsUrl: "https://demo.twilio.com/welcome/sms/reply",
        capabilities: { sms: true, mms: true, voice: true },
      },
      {
        sid: PN2,
        phoneNumber: "+15550002222",
        friendlyName: "Club line",
        smsUrl: `${PUBLIC_URL}/api/sms/webhook`,
        capabilities: { sms: true, mms: false, voice: false },
      },
    ]);
  });

  it("points a number's SMS URL at the webhook", async () => {
    const res = await admin.post("/api/twilio/update-webhook").send({ phoneNumberSid: PN1 }).expect(200);
    expect(res.body.phoneNumber).toMatchObject({ sid: PN1, smsUrl: `${PUBLIC_URL}/api/sms/webhook` });
    expect(numbers[0]?.sms_url).toBe(`${PUBLIC_URL}/api/sms/webhook`);
  });

  it("validates the SID and reports an unknown number", async () => {
    await admin.post("/api/twilio/update-webhook").send({ phoneNumberSid: "nope" }).expect(400);
    const missing = await admin.post("/api/twilio/update-webhook").send({ phoneNumberSid: `PN${"9".repeat(32)}` });
    expect(missing.status).toBe(404);
  });

  it("is for administrators only", async () => {
    await member.get("/api/twilio/phone-numbers").expect(403);
    await member.post("/api/twilio/update-webhook").send({ phoneNumberSid: PN1 }).expect(403);
    await t.agent().get("/api/twilio/phone-numbers").expect(401);
  });

  it("says how to configure Twilio when it is not", async () => {
    const bare = await createTestApp();
    try {
      const { agent } = await signedInAdmin(bare);
      const res = await agent.get("/api/twilio/phone-numbers");
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/TWILIO_ACCOUNT_SID/);
    } finally {
      await bare.close();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { createTwilioClient } from "../../integrations/sms/twilio-client";
import { twilioNumbers } from "../../integrations/sms/twilio-numbers";
import { runJob } from "../../jobs/run-job";
import { aJokeNote, signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startTwilioPeer } from "../../test/twilio-peer";
import { recordError } from "../error-logs/error-logs.service";
import { weeklyTodoJob } from "./weekly-todo.job";

const SID = "AC00000000000000000000000000000014";
const TOKEN = "weekly-token";
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let twilio: Awaited<ReturnType<typeof startTwilioPeer>>;
let admin: supertest.Agent;
let adminUser: TestUser;
let secondAdmin: TestUser;
let member: supertest.Agent;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  twilio = await startTwilioPeer(SID, TOKEN, [
    {
      sid: `PN${"a".repeat(32)}`,
      phone_number: "+15550003333",
      friendly_name: "Open mic line",
      sms_url: "",
      sms_method: "POST",
      capabilities: { sms: true, mms: false, voice: false, fax: false },
    },
    {
      sid: `PN${"b".repeat(32)}`,
      phone_number: "+15550004444",
      friendly_name: "Joke line",
      sms_url: "http://toolkit.test/api/sms/webhook",
      sms_method: "POST",
      capabilities: { sms: true, mms: false, voice: false, fax: false },
    },
  ]);
  t = await createTestApp({
    mailer: smtpMailer(smtp.url, "Comedy Toolkit <todo@toolkit.test>"),
    smsNumbers: twilioNumbers(createTwilioClient(SID, TOKEN, twilio.url)),
  });
  ({ agent: admin, user: adminUser } = await signedInAdmin(t));
  ({ agent: member } = await signedInAgent(t));
  secondAdmin = (await signedInAgent(t)).user;
  await admin.post("/api/admin/promote-user").send({ email: secondAdmin.email }).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await twilio.stop();
});
beforeEach(() => {
  smtp.inbox.length = 0;
});

const todoMails = () => smtp.inbox.filter((m) => m.subject.startsWith("Weekly TODO"));

describe("the weekly TODO email", () => {
  it("is refused to visitors (401) and members (403), and sends nothing", async () => {
    await t.agent().get("/api/admin/weekly-todo/trigger").expect(401);
    await member.get("/api/admin/weekly-todo/trigger").expect(403);
    expect(todoMails()).toHaveLength(0);
  });

  it("is not set off by a link on another site", async () => {
    await admin.get("/api/admin/weekly-todo/trigger").set("Sec-Fetch-Site", "cross-site").expect(403);
    expect(todoMails()).toHaveLength(0);
  });

  it("goes to every administrator with what needs them this week", async () => {
    for (let i = 0; i < 3; i += 1) await recordError(t.db, { message: `Upload ${i} timed out`, severity: "high" });
    await recordError(t.db, { message: "Disk full", severity: "critical" });
    await t.pool.query(
      "INSERT INTO error_logs (message, severity, created_at) VALUES ('Last month', 'critical', now() - interval '8 days')",
    );
    await t.pool.query(`INSERT INTO coupon_codes (code, discount_type, max_uses, used_count, valid_until) VALUES
      ('LAUGH10', 'percentage', 10, 8, NULL), ('PLENTY', 'percentage', 100, 1, NULL),
      ('SOON', 'free_month', NULL, 0, now() + interval '2 days')`);
    const { agent: free } = await signedInAgent(t);
    const note = await aJokeNote(free);
    await t.pool.query("UPDATE joke_notes SET expires_at = now() + interval '3 days' WHERE id = $1", [note.id]);
    await member.post("/api/beta-features/track").send({ featureName: "my_thoughts" }).expect(201);
    await member.post("/api/beta-features/track").send({ featureName: "my_thoughts" }).expect(201);

    const res = await admin.get("/api/admin/weekly-todo/trigger").expect(200);
    expect(res.body).toEqual({ success: true, message: "Weekly TODO email sent to 2 administrators." });

    const mails = todoMails();
    expect(mails.map((m) => m.to).sort()).toEqual([adminUser.email, secondAdmin.email].sort());
    const text = mails[0]!.text;
    expect(text).toContain("1 critical, 3 high, 0 medium, 0 low");
    expect(text).toContain("Repeated 3x [high]: Upload 2 timed out");
    expect(text).not.toContain("Last month");
    expect(text).toMatch(/\d+ new user\(s\) signed up/);
    expect(text).toMatch(/account\(s\) have not verified their email/);
    expect(text).toContain("+15550003333 is not configured to receive jokes");
    expect(text).not.toContain("+15550004444");
    expect(text).toContain("LAUGH10: 2 use(s) left");
    expect(text).toContain("SOON: unlimited uses, valid until");
    expect(text).not.toContain("PLENTY");
    expect(text).toContain("1 free-tier item(s) of 1 user(s) expire within 7 days");
    expect(text).toContain("my_thoughts: 2 click(s) by 1 user(s)");
    expect(mails[0]!.html).toContain("<h2");
  });

  it("runs as a job on Mondays at 9:00 in Chicago, once per tick across instances", async () => {
    const job = weeklyTodoJob({ db: t.db, mailer: smtpMailer(smtp.url, "todo@toolkit.test"), appUrl: "http://toolkit.test" });
    expect(job).toMatchObject({ schedule: "0 9 * * 1", timezone: "America/Chicago" });
    const tick = new Date("2026-11-23T15:00:00Z");
    const outcomes = await Promise.all([runJob(t.pool, job, tick), runJob(t.pool, job, tick)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(todoMails()).toHaveLength(2);
    expect(todoMails()[0]?.text).toContain("Twilio is not configured");
  });

  it("answers 502 with a message when the mail server is down", async () => {
    const down = await createTestApp({ mailer: smtpMailer("smtp://127.0.0.1:1", "todo@toolkit.test") });
    try {
      const { agent } = await signedInAdmin(down);
      const res = await agent.get("/api/admin/weekly-todo/trigger").expect(502);
      expect(res.body.message).toMatch(/refused the TODO email/);
    } finally {
      await down.close();
    }
  });
});

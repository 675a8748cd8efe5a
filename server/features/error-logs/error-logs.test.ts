import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { runJob } from "../../jobs/run-job";
import { signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { createErrorAlerts } from "./error-alerts.service";
import { errorAlertDigestJob, pruneErrorLogsJob } from "./error-logs.jobs";
import { recordError } from "./error-logs.service";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: supertest.Agent;
let adminUser: TestUser;
let member: supertest.Agent;
const APP_URL = "http://toolkit.test";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "Comedy Toolkit <alerts@toolkit.test>") });
  ({ agent: admin, user: adminUser } = await signedInAdmin(t));
  ({ agent: member } = await signedInAgent(t));
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.pool.query("DELETE FROM error_logs; DELETE FROM error_alerts; DELETE FROM rate_limits");
  smtp.inbox.length = 0;
});

const alerts = () => createErrorAlerts({ db: t.db, mailer: smtpMailer(smtp.url, "alerts@toolkit.test"), appUrl: APP_URL });
/** Alert and digest mails (sign-up's verification mail aside). */
const mailsTo = (email: string) =>
  smtp.inbox.filter((m) => m.to.includes(email) && (m.subject.startsWith("[") || m.subject.startsWith("Error digest")));

describe("error monitoring routes", () => {
  it.each<[string, string, (api: ApiClient) => supertest.Test]>([
    ["get", "admin/error-logs", (api) => api.errorLogs.list()],
    ["get", "admin/error-logs/1", (api) => api.errorLogs.get({ params: { id: 1 } })],
  ])("%s /api/%s answer 401 to visitors and 403 to members", async (_method, _path, call) => {
    expect((await call(apiClient(t.agent()))).status).toBe(401);
    expect((await call(apiClient(member))).status).toBe(403);
  });

  it("list the past 24 hours newest first, count repeats, filter by severity, and show stack and context on demand", async () => {
    // eslint-disable-next-line no-restricted-syntax -- a path the error log records, not a request
    await recordError(t.db, { message: "Joke note 17 not found", stack: "Error\n    at load (a.ts:1:1)", severity: "medium", context: { path: "/api/x" } });
    await recordError(t.db, { message: "Joke note 942 not found", stack: "Error\n    at load (a.ts:1:1)", severity: "medium" });
    await recordError(t.db, { message: "Database went away", severity: "critical", context: { source: "server", secret: "kept" } });
    await t.pool.query(
      "INSERT INTO error_logs (message, severity, created_at) VALUES ('Old news', 'high', now() - interval '25 hours')",
    );

    const res = await apiClient(admin).errorLogs.list().expect(200);
    expect((res.body.logs as { message: string }[]).map((l) => l.message)).toEqual([
      "Database went away",
      "Joke note 942 not found",
      "Joke note 17 not found",
    ]);
    expect(res.body.logs[1]).toMatchObject({ severity: "medium", occurrences: 2, source: "server" });
    expect(res.body.counts).toEqual({ critical: 1, high: 0, medium: 2, low: 0 });
    expect(res.body.logs[0]).not.toHaveProperty("stack");

    const critical = await apiClient(admin).errorLogs.list({ query: { severity: "critical" } }).expect(200);
    expect(critical.body.logs).toHaveLength(1);
    await apiClient(admin).errorLogs.list({ unchecked: { query: { severity: "urgent" } } }).expect(400);

    const detail = await apiClient(admin).errorLogs.get({ params: { id: res.body.logs[2].id } }).expect(200);
    // eslint-disable-next-line no-restricted-syntax -- the path the error log recorded, not a request
    expect(detail.body).toMatchObject({ stack: "Error\n    at load (a.ts:1:1)", context: { path: "/api/x" }, path: "/api/x", occurrences: 2 });
    const { rows } = await t.pool.query("SELECT id FROM error_logs WHERE message = 'Old news'");
    await apiClient(admin).errorLogs.get({ params: { id: rows[0].id } }).expect(404);
    await apiClient(admin).errorLogs.get({ params: { id: "2147483648" } }).expect(400);
    await apiClient(admin).errorLogs.get({ params: { id: "abc" } }).expect(400);
  });

  it("show an empty list when nothing went wrong", async () => {
    const res = await apiClient(admin).errorLogs.list().expect(200);
    expect(res.body).toEqual({ logs: [], counts: { critical: 0, high: 0, medium: 0, low: 0 }, truncated: false });
  });
});

describe("POST /api/client-errors", () => {
  it("stores a comedian's crash with the page, the user and where it was caught", async () => {
    const { agent, user } = await signedInAgent(t);
    await apiClient(agent).errorLogs.reportClientError({ body: { message: "Cannot read properties of undefined", stack: "TypeError\n    at Row (row.tsx:3:9)", url: "http://toolkit.test/joke-notes?edit=4", kind: "boundary", componentStack: "at Row\nat List" } })
      .set("User-Agent", "TestBrowser/1.0")
      .expect(201);
    const res = await apiClient(admin).errorLogs.list().expect(200);
    expect(res.body.logs[0]).toMatchObject({ message: "Cannot read properties of undefined", severity: "high", source: "client", path: "/joke-notes" });
    const detail = await apiClient(admin).errorLogs.get({ params: { id: res.body.logs[0].id } }).expect(200);
    expect(detail.body.context).toMatchObject({ userId: user.id, kind: "boundary", userAgent: "TestBrowser/1.0", componentStack: "at Row\nat List" });
  });

  it("takes reports from visitors too, cleans NUL bytes and cuts long fields", async () => {
    await apiClient(t.agent()).errorLogs.reportClientError({ body: { message: `bro\u0000ke`, kind: "error", stack: "s".repeat(20_000) } }).expect(201);
    const { rows } = await t.pool.query("SELECT message, length(stack) AS stack_length, severity FROM error_logs");
    expect(rows[0]).toMatchObject({ message: "broke", stack_length: 8000, severity: "medium" });
  });

  it.each([
    [{}, 400],
    [{ message: "", kind: "error" }, 400],
    [{ message: "x", kind: "panic" }, 400],
    [{ message: 5, kind: "error" }, 400],
    [{ message: "x", kind: "error", url: ["a"] }, 400],
  ])("refuses %j with %i", async (body, status) => {
    await apiClient(t.agent()).errorLogs.reportClientError({ unchecked: { body } }).expect(status);
  });

  it("refuses a body over 64 kB and one over 1 MB", async () => {
    await apiClient(t.agent()).errorLogs.reportClientError({ body: { message: "x".repeat(70_000), kind: "error" } }).expect(413);
    await apiClient(t.agent()).errorLogs.reportClientError({ body: { message: "x".repeat(1024 * 1024), kind: "error" } }).expect(413);
  });

  it("is rate-limited per address", async () => {
    const browser = t.agent("10.9.9.9");
    for (let i = 0; i < 30; i += 1) await apiClient(browser).errorLogs.reportClientError({ body: { message: `crash ${i}`, kind: "error" } }).expect(201);
    const limited = await apiClient(browser).errorLogs.reportClientError({ body: { message: "one more", kind: "error" } }).expect(429);
    expect(limited.body.message).toMatch(/Too many error reports/);
    await apiClient(t.agent("10.9.9.10")).errorLogs.reportClientError({ body: { message: "elsewhere", kind: "error" } }).expect(201);
  });
});

describe("error alerts", () => {
  it("mail opted-in admins about a high error from a real 500, once per distinct error in 15 minutes", async () => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: true } }).expect(200);
    const { user: quiet } = await signedInAgent(t);
    await apiClient(admin).adminUsers.promote({ body: { email: quiet.email } }).expect(200);

    // A storm of one error: one mail.
    const a = alerts();
    for (let i = 0; i < 20; i += 1) await recordError(t.db, { message: `Payment provider timeout after ${i} ms`, severity: "critical" }, a);
    await recordError(t.db, { message: "Something else broke", severity: "high" }, a);
    await recordError(t.db, { message: "Only medium", severity: "medium" }, a);
    expect(mailsTo(adminUser.email).map((m) => m.subject)).toEqual([
      "[CRITICAL] Payment provider timeout after 0 ms",
      "[HIGH] Something else broke",
    ]);
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(adminUser.email)[0]?.text).toContain(`${APP_URL}/admin`);

    // Once the window has passed, the held-back repeats go out as one digest.
    await t.pool.query("UPDATE error_alerts SET last_sent_at = last_sent_at - interval '16 minutes'");
    const outcome = await runJob(t.pool, errorAlertDigestJob(a));
    expect(outcome).toEqual({ ran: true, result: { errors: 1, mails: 1 } });
    const digest = mailsTo(adminUser.email)[2];
    expect(digest?.subject).toBe("Error digest: 19 more occurrence(s) of 1 error(s)");
    expect(digest?.text).toContain("Payment provider timeout after 19 ms: 19 more time(s)");
    expect((await runJob(t.pool, errorAlertDigestJob(a))).ran && mailsTo(adminUser.email)).toHaveLength(3);
  });

  it("go out between several app instances once, not once each", async () => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: true } }).expect(200);
    const instances = [alerts(), alerts(), alerts()];
    await Promise.all(instances.map((a) => recordError(t.db, { message: "Shared storm", severity: "critical" }, a)));
    expect(mailsTo(adminUser.email).filter((m) => m.subject.includes("Shared storm"))).toHaveLength(1);
  });

  it("come from the app's own error handler for an unexpected 500", async () => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: true } }).expect(200);
    // A dropped table makes a real unexpected failure on a real route.
    const app = await createTestApp({ mailer: smtpMailer(smtp.url, "alerts@toolkit.test") });
    try {
      const { agent: owner, user: owner_ } = await signedInAdmin(app);
      await apiClient(owner).adminUsers.setErrorNotifications({ params: { userId: owner_.id }, body: { enabled: true } }).expect(200);
      await app.pool.query("DROP TABLE beta_feature_usage");
      await apiClient(owner).betaFeatures.track({ body: { featureName: "my_thoughts" } }).expect(500);
      await waitFor(() => mailsTo(owner_.email).length > 0, { message: "the alert mail to the admin" });
      expect(mailsTo(owner_.email)[0]?.subject).toMatch(/^\[HIGH\] .*beta_feature_usage/);
      const logs = await apiClient(owner).errorLogs.list().expect(200);
      // eslint-disable-next-line no-restricted-syntax -- the path the error log recorded, not a request
      expect(logs.body.logs[0]).toMatchObject({ severity: "high", source: "server", path: "/api/beta-features/track" });
    } finally {
      await app.close();
    }
  });

  it("do not stop the error being stored when the mail server is down", async () => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: true } }).expect(200);
    const broken = createErrorAlerts({ db: t.db, mailer: smtpMailer("smtp://127.0.0.1:1", "x@y.z"), appUrl: APP_URL });
    await recordError(t.db, { message: "Stored anyway", severity: "critical" }, broken);
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM error_logs WHERE message = 'Stored anyway'");
    expect(rows[0].n).toBe(1);
  });
});

describe("prune-error-logs job", () => {
  it("deletes logs older than 30 days and keeps the rest", async () => {
    await t.pool.query(`INSERT INTO error_logs (message, severity, created_at) VALUES
      ('ancient', 'low', now() - interval '31 days'), ('recent', 'low', now() - interval '29 days'), ('today', 'low', now())`);
    expect(await runJob(t.pool, pruneErrorLogsJob(t.db))).toEqual({ ran: true, result: { deleted: 1 } });
    const { rows } = await t.pool.query("SELECT message FROM error_logs ORDER BY created_at");
    expect(rows.map((r: { message: string }) => r.message)).toEqual(["recent", "today"]);
  });
});

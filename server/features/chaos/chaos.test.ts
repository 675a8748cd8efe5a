import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { chaosEvents } from "@shared/chaos/chaos-events";
import { connect, type Database } from "../../db/client";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { createErrorAlerts } from "../error-logs/error-alerts.service";
import { chaosTick, startChaosLoop } from "./chaos.service";

let t: TestApp;
let other: Database;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: supertest.Agent;
let adminUser: TestUser;
let member: supertest.Agent;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "alerts@toolkit.test") });
  // A second pool on the same database stands in for a second app instance.
  other = connect(t.url, 3);
  ({ agent: admin, user: adminUser } = await signedInAdmin(t));
  ({ agent: member } = await signedInAgent(t));
});
afterAll(async () => {
  await other.pool.end();
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.pool.query(
    "UPDATE chaos_state SET is_running = false, interval_seconds = 60, fired_count = 0, last_fired_at = NULL, latency_until = NULL, dependency_fault_until = NULL; DELETE FROM error_logs",
  );
});

const always = () => 0;
const chaosLogs = async () =>
  (await t.pool.query<{ message: string; severity: string }>("SELECT message, severity FROM error_logs WHERE context ->> 'source' = 'chaos' ORDER BY id")).rows;

describe("chaos monkey routes", () => {
  it.each([
    ["get", "/api/admin/chaos-monkey"],
    ["post", "/api/admin/chaos-monkey/start"],
    ["post", "/api/admin/chaos-monkey/stop"],
    ["post", "/api/admin/chaos-monkey/execute/minor-glitch"],
    ["get", "/api/admin/chaos-monkey/probe"],
  ])("%s %s answer 401 to visitors and 403 to members", async (method, path) => {
    const send = (agent: supertest.Agent) => (method === "get" ? agent.get(path) : agent.post(path));
    expect((await send(t.agent())).status).toBe(401);
    expect((await send(member)).status).toBe(403);
    const { rows } = await t.pool.query("SELECT is_running, fired_count FROM chaos_state");
    expect(rows[0]).toEqual({ is_running: false, fired_count: 0 });
  });

  it("report the stats and the events, with at least one critical", async () => {
    const res = await admin.get("/api/admin/chaos-monkey").expect(200);
    expect(res.body.stats).toMatchObject({
      isRunning: false,
      intervalSeconds: 60,
      totalEvents: chaosEvents.length,
      eventTypes: { low: 1, medium: 2, high: 2, critical: 1 },
      firedCount: 0,
    });
    for (const event of res.body.events) {
      expect(event.probability).toBeGreaterThanOrEqual(0);
      expect(event.probability).toBeLessThanOrEqual(1);
      expect(Object.keys(event).sort()).toEqual(["description", "id", "name", "probability", "severity"]);
    }
  });

  it("start and stop, and any instance answers the same state", async () => {
    const started = await admin.post("/api/admin/chaos-monkey/start").send({ intervalSeconds: 30 }).expect(200);
    expect(started.body.stats).toMatchObject({ isRunning: true, intervalSeconds: 30 });
    const { rows } = await other.pool.query("SELECT is_running, interval_seconds FROM chaos_state");
    expect(rows[0]).toEqual({ is_running: true, interval_seconds: 30 });
    await admin.post("/api/admin/chaos-monkey/start").expect(200);
    expect((await admin.get("/api/admin/chaos-monkey")).body.stats.intervalSeconds).toBe(30);
    const stopped = await admin.post("/api/admin/chaos-monkey/stop").expect(200);
    expect(stopped.body.stats.isRunning).toBe(false);
  });

  it.each([{ intervalSeconds: 1 }, { intervalSeconds: 4000 }, { intervalSeconds: "10" }, { intervalSeconds: 7.5 }])(
    "refuse to start with %j",
    async (body) => {
      await admin.post("/api/admin/chaos-monkey/start").send(body).expect(400);
      expect((await admin.get("/api/admin/chaos-monkey")).body.stats.isRunning).toBe(false);
    },
  );

  it("execute a synthetic critical error through the error log and the alert mail", async () => {
    await admin.put(`/api/admin/error-notifications/${adminUser.id}`).send({ enabled: true }).expect(200);
    const res = await admin.post("/api/admin/chaos-monkey/execute/database-outage").expect(200);
    expect(res.body).toMatchObject({ event: { id: "database-outage", severity: "critical" }, errorLogId: expect.any(Number) });
    const logs = await admin.get("/api/admin/error-logs?severity=critical").expect(200);
    expect(logs.body.logs[0]).toMatchObject({ source: "chaos", message: expect.stringContaining("Simulated database outage") });
    expect(smtp.inbox.some((m) => m.to.includes(adminUser.email) && m.subject.startsWith("[CRITICAL] Chaos test"))).toBe(true);
    expect((await admin.get("/api/admin/chaos-monkey")).body.stats).toMatchObject({ firedCount: 1, lastEventId: "database-outage" });
  });

  it("inject latency and a failed dependency into the probe route only", async () => {
    await admin.get("/api/admin/chaos-monkey/probe").expect(200, { ok: true, delayedMs: 0 });
    await admin.post("/api/admin/chaos-monkey/execute/probe-latency").expect(200);
    expect((await admin.get("/api/admin/chaos-monkey/probe").expect(200)).body.delayedMs).toBe(1500);
    // Comedians' routes are untouched.
    await member.get("/api/joke-notes").expect(200);

    const failed = await admin.post("/api/admin/chaos-monkey/execute/dependency-failure").expect(200);
    expect(failed.body.message).toMatch(/ECONNREFUSED/);
    const probe = await admin.get("/api/admin/chaos-monkey/probe").expect(503);
    expect(probe.body.message).toMatch(/dependency is down/);
    expect((await chaosLogs()).map((l) => l.message)).toEqual([
      expect.stringContaining("dependency call failed"),
      expect.stringContaining("Chaos probe: dependency unavailable"),
    ]);
  });

  it.each([
    ["unknown-event", 404],
    ["UPPER", 400],
    ["x".repeat(65), 400],
    ["%00", 400],
  ])("answer execute/%s with %i", async (id, status) => {
    const res = await admin.post(`/api/admin/chaos-monkey/execute/${id}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toBeTruthy();
  });
});

describe("the chaos loop across instances", () => {
  const deps = () => ({ db: t.db, alerts: createErrorAlerts({ db: t.db, mailer: smtpMailer(smtp.url, "a@b.c"), appUrl: "http://toolkit.test" }) });
  const otherDeps = () => ({ db: other.db });

  it("fires nothing while stopped", async () => {
    expect(await chaosTick(deps(), always)).toBeNull();
    expect(await chaosLogs()).toHaveLength(0);
  });

  it("fires each tick on one instance only, whichever claims it", async () => {
    await t.pool.query("UPDATE chaos_state SET is_running = true, interval_seconds = 60, last_fired_at = NULL");
    const ticks = await Promise.all([
      chaosTick(deps(), always),
      chaosTick(otherDeps(), always),
      chaosTick(deps(), always),
      chaosTick(otherDeps(), always),
    ]);
    const fired = ticks.filter((tick) => tick !== null);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toEqual(chaosEvents.map((e) => e.id));
    // Within the interval, nobody fires again.
    expect(await chaosTick(otherDeps(), always)).toBeNull();
    // Once it has passed, the next tick fires once more.
    await t.pool.query("UPDATE chaos_state SET last_fired_at = now() - interval '61 seconds'");
    const next = await Promise.all([chaosTick(otherDeps(), always), chaosTick(deps(), always)]);
    expect(next.filter((tick) => tick !== null)).toHaveLength(1);
    expect((await t.pool.query("SELECT fired_count FROM chaos_state")).rows[0].fired_count).toBe(2 * chaosEvents.length);
  });

  it("fires by each event's probability", async () => {
    await t.pool.query("UPDATE chaos_state SET is_running = true, last_fired_at = NULL");
    // 0.2 is under the low (0.5) and medium slow-query (0.3) chances only.
    expect(await chaosTick(deps(), () => 0.2)).toEqual(["minor-glitch", "slow-query-warning"]);
    await t.pool.query("UPDATE chaos_state SET last_fired_at = NULL");
    expect(await chaosTick(deps(), () => 0.99)).toEqual([]);
  });

  it("runs in two polling loops on one database and fires once per interval", async () => {
    await t.pool.query("UPDATE chaos_state SET is_running = true, interval_seconds = 1, last_fired_at = now() - interval '1 second'");
    // Only the low event fires, so every fired tick leaves exactly one log line.
    const onlyLow = () => 0.4;
    const stops = [startChaosLoop(deps(), 20, onlyLow), startChaosLoop(otherDeps(), 20, onlyLow)];
    await waitFor(async () => (await chaosLogs()).length >= 3, { message: "three fired chaos ticks" });
    await Promise.all(stops.map((stop) => stop()));
    // Each fired tick logs its claimed time: no tick fired twice, and consecutive ticks are a
    // full interval apart, though two instances poll every 20 ms.
    const { rows } = await t.pool.query<{ tick: string }>(
      "SELECT context ->> 'tick' AS tick FROM error_logs WHERE context ->> 'source' = 'chaos' ORDER BY id",
    );
    const ticks = rows.map((r) => Date.parse(r.tick));
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]! - ticks[i - 1]!).toBeGreaterThanOrEqual(1000);
  });
});

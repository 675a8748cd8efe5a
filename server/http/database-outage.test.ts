import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { aJokeNote, signedInAgent } from "../test/factories";
import { startDatabaseProxy } from "../test/database-proxy";
import { createTestApp, type TestApp } from "../test/test-app";
import { randomUUID } from "node:crypto";
import { errorLogs } from "@shared/schema/index";
import { DATABASE_STOPPED_ANSWERING, DATABASE_UNAVAILABLE } from "./database-outage";
import { recordLogLines, waitFor } from "../test/wait-for";

let t: TestApp;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;

beforeAll(async () => {
  proxy = await startDatabaseProxy(inject("adminDatabaseUrl"));
  t = await createTestApp({}, { reachDatabase: (url) => proxy.url(new URL(url).pathname.slice(1)) });
});
afterAll(async () => {
  proxy.resume();
  await t.close();
  await proxy.close();
});

const timed = async <T>(request: () => PromiseLike<T>) => {
  const started = Date.now();
  const res = await request();
  return { res, ms: Date.now() - started };
};

async function servingAgain(agent: ReturnType<TestApp["agent"]>, withinMs: number): Promise<number> {
  const started = Date.now();
  await waitFor(async () => (await agent.get("/api/health")).status === 200, { timeoutMs: withinMs, everyMs: 100, message: "the health check to answer 200 again" });
  return Date.now() - started;
}

/** The one line that says how a request answered 503 during the outage ended once the database was back. */
const ENDED_AFTER_OUTAGE = /^a request answered 503 during a database outage /;

describe.each(["stopped", "frozen"] as const)("while the database is %s", (outage) => {
  it("every request answers 503 with a message and Retry-After within 2 s, the liveness check stays up, and the app serves again without a restart", async () => {
    const { agent } = await signedInAgent(t);
    const kept = await aJokeNote(agent, { setup: `Acknowledged before the ${outage} database` });

    // A test that fails mid-outage leaves the database answering for the next.
    onTestFinished(() => proxy.resume());
    if (outage === "stopped") proxy.stop();
    else proxy.freeze();
    const requests = [
      () => agent.get("/api/joke-notes"),
      () => agent.post("/api/joke-notes").send({ setup: "Written during the outage" }),
      () => agent.get("/api/user"),
      () => t.agent().post("/api/login").send({ email: "nobody@example.com", password: "whatever1" }),
    ];
    const answers = await Promise.all(requests.map((request) => timed(request)));
    for (const [i, { res, ms }] of answers.entries()) {
      expect(res.status, `request ${i}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE, requestId: res.headers["x-request-id"] });
      expect(res.headers["retry-after"]).toBe("5");
      expect(ms).toBeLessThan(2_000);
    }
    const health = await timed(() => agent.get("/api/health"));
    expect(health.res.status).toBe(503);
    expect(health.res.body).toMatchObject({ database: "unavailable" });
    expect(health.ms).toBeLessThan(2_000);
    expect((await agent.get("/api/health/live")).status).toBe(200);

    proxy.resume();
    expect(await servingAgain(agent, 5_000)).toBeLessThan(5_000);
    const after = await aJokeNote(agent, { setup: `Written after the ${outage} database came back` });
    const list = (await agent.get("/api/joke-notes").expect(200)).body as { id: number }[];
    expect(list.map((n) => n.id)).toEqual(expect.arrayContaining([kept.id, after.id]));
  });
});

describe("a change the database froze in the middle of", () => {
  it("answers 503 within 2 s saying it may have been saved; when the database wakes it is kept once, a retry with its key makes no second note, and nothing is logged as an error", async () => {
    const { agent } = await signedInAgent(t);
    const errorsBefore = await t.db.$count(errorLogs);
    const log = recordLogLines();
    onTestFinished(log.stop);
    const key = randomUUID();
    const send = () => agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "Sent as the database froze" });
    // The note's row is on its way when the server stops: it holds it, and finishes it on waking.
    // A test that fails mid-outage leaves the database answering for the next.
    onTestFinished(() => proxy.resume());
    proxy.freezeWhenSent(/insert into "joke_notes"/i);
    const { res, ms } = await timed(send);
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body).toEqual({ message: DATABASE_STOPPED_ANSWERING, requestId: res.headers["x-request-id"] });
    expect(res.headers["retry-after"]).toBe("5");
    expect(ms).toBeLessThan(2_000);

    proxy.resume();
    await servingAgain(agent, 5_000);
    const retry = await send();
    expect([200, 201], JSON.stringify(retry.body)).toContain(retry.status);
    const list = (await agent.get("/api/joke-notes").expect(200)).body as { setup: string }[];
    expect(list.filter((note) => note.setup === "Sent as the database froze")).toHaveLength(1);
    // Its late end (an answer written after the 503) is a warning line, not an error with a stack:
    // once that line is written the request's work is over, and nothing was kept as an error.
    const ended = await log.next(ENDED_AFTER_OUTAGE);
    expect(ended).toMatchObject({ level: "warn", message: expect.stringMatching(/finished when the database came back/), fields: { method: "POST", path: "/api/joke-notes" } });
    expect(await t.db.$count(errorLogs)).toBe(errorsBefore);
  });
});

describe("a change the database froze before it reached its route", () => {
  it("answers 503 saying nothing was saved, and keeps that true: when the database wakes the change is not carried out, and a retry with its key saves it once", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const send = () => agent.post("/api/joke-notes").set("Idempotency-Key", key).send({ setup: "Sent while the session was being read" });
    const log = recordLogLines();
    onTestFinished(log.stop);
    // A test that fails mid-outage leaves the database answering for the next.
    onTestFinished(() => proxy.resume());
    // Frozen from the start: the request waits on its session, before its route.
    proxy.freeze();
    const { res, ms } = await timed(send);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(DATABASE_UNAVAILABLE);
    expect(ms).toBeLessThan(2_000);

    // Back within the pool's connect timeout: the held session read goes on.
    proxy.resume();
    await servingAgain(agent, 5_000);
    // The held request has gone on and reached its route, which then did not run: only after
    // that can its note's absence show anything.
    expect(await log.next(ENDED_AFTER_OUTAGE)).toMatchObject({
      message: expect.stringMatching(/was not carried out when the database came back/),
      fields: { method: "POST", path: "/api/joke-notes" },
    });
    const setups = async () => ((await agent.get("/api/joke-notes").expect(200)).body as { setup: string }[]).map((note) => note.setup);
    expect(await setups()).not.toContain("Sent while the session was being read");
    expect((await send()).status).toBe(201);
    expect((await setups()).filter((setup) => setup === "Sent while the session was being read")).toHaveLength(1);
  });
});

describe("a database that is slow, not down", () => {
  it("is not called down: the health check waits for its answer and says it is up, and a request slower than the answer check is served, not answered 503", async () => {
    const { agent } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Written before the database slowed down" });
    // Each connection's start-up is answered at once, every later answer 1.5 s late: more than
    // the probe gives a database that says nothing, as a running database on a busy machine.
    proxy.slow(1_500);
    onTestFinished(() => proxy.resume());
    const list = await timed(() => agent.get("/api/joke-notes"));
    expect(list.res.status, JSON.stringify(list.res.body)).toBe(200);
    expect(list.ms).toBeGreaterThan(1_000);
    expect((list.res.body as { setup: string }[]).map((note) => note.setup)).toContain("Written before the database slowed down");
    // Well over a second after any earlier probe: this one asks the database afresh.
    const health = await timed(() => agent.get("/api/health"));
    expect(health.res.status, JSON.stringify(health.res.body)).toBe(200);
    expect(health.res.body).toEqual({ status: "ok", database: "ok" });
    expect(health.ms).toBeGreaterThanOrEqual(1_500);
  });
});

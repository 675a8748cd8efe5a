import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLogs } from "@shared/schema/index";
import { uniqueEmail } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

describe("request hardening", () => {
  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.agent().post("/api/login").set("Content-Type", "application/json").send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it.each(["null", "42", '"text"', "true"])("answers a JSON body that is no object (%s) with 400 saying what it must be", async (body) => {
    const res = await t.agent().post("/api/login").set("Content-Type", "application/json").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body must be a JSON object.");
  });

  it("answers a body over 1 MB with 413 and a message", async () => {
    const res = await t
      .agent()
      .post("/api/register")
      .send({ email: uniqueEmail(), password: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("refuses a cross-site POST with 403 and creates nothing", async () => {
    const email = uniqueEmail();
    const byFetchSite = await t
      .agent()
      .post("/api/register")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ email, password: "secret1" });
    expect(byFetchSite.status).toBe(403);
    const byOrigin = await t
      .agent()
      .post("/api/register")
      .set("Origin", "https://evil.example")
      .send({ email, password: "secret1" });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body.message).toMatch(/Cross-site/);
    await t.agent().post("/api/login").send({ email, password: "secret1" }).expect(401);
  });

  it("lets a same-origin POST through", async () => {
    const res = await t
      .agent()
      .post("/api/register")
      .set("Host", "toolkit.test")
      .set("Origin", "http://toolkit.test")
      .set("Sec-Fetch-Site", "same-origin")
      .send({ email: uniqueEmail(), password: "secret1" });
    expect(res.status).toBe(201);
  });

  it("exempts the SMS webhook path from the cross-site check", async () => {
    const res = await t.agent().post("/api/sms/webhook").set("Origin", "https://api.twilio.example").send({});
    expect(res.status).not.toBe(403);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.agent().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route/);
  });

  it("sends security headers and no x-powered-by", async () => {
    const res = await t.agent().get("/api/user");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("rate-limits sign-ups from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.agent("10.7.7.7").post("/api/register").send({ email: uniqueEmail("flood"), password: "secret1" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("unexpected errors", () => {
  it("answer 500 without internals and are stored in error_logs", async () => {
    const broken = await createTestApp();
    try {
      // A real failure inside the database: the users table is gone.
      await broken.pool.query("ALTER TABLE users RENAME TO users_gone");
      const res = await broken.agent().post("/api/register").set("X-Request-Id", "lb-trace-42").send({ email: uniqueEmail(), password: "secret1" });
      expect(res.status).toBe(500);
      // Only the request's id (the load balancer's, kept): it leads an admin to the log line.
      expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again.", requestId: "lb-trace-42" });
      expect(res.headers["x-request-id"]).toBe("lb-trace-42");
      await expect.poll(async () => (await broken.db.select().from(errorLogs)).length).toBe(1);
      const [log] = await broken.db.select().from(errorLogs);
      expect(log?.message).toMatch(/users/);
      expect(log?.severity).toBe("high");
      expect(log?.context).toMatchObject({ method: "POST", path: "/api/register", requestId: "lb-trace-42" });
    } finally {
      await broken.close();
    }
  });
});

describe("request ids", () => {
  it("every answer carries one: a plain incoming X-Request-Id is kept, anything else replaced by a new one", async () => {
    const kept = await t.agent().get("/api/user").set("X-Request-Id", "edge-7f3a.1");
    expect(kept.headers["x-request-id"]).toBe("edge-7f3a.1");
    for (const given of [undefined, "", "has spaces", "x".repeat(101), "line\nbreak"]) {
      const req = t.agent().get("/api/user");
      const res = given === undefined ? await req : await req.set("X-Request-Id", given.replace("\n", "%0A"));
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

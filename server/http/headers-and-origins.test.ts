import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers["set-cookie"] as string[] | undefined) ?? []);
const sessionCookie = (res: { headers: Record<string, unknown> }) => cookies(res).find((c) => c.startsWith("toolkit.sid="));

describe("the cross-site guard", () => {
  it.each([
    ["another scheme", "https://toolkit.test"],
    ["another port", "http://toolkit.test:8080"],
    ["another host", "http://evil.example"],
    ["an opaque origin", "null"],
  ])("refuses a POST from %s", async (_case, origin) => {
    const res = await t.agent().post("/api/register").set("Origin", origin).send({ email: uniqueEmail(), password: "secret1" });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Cross-site/);
  });

  it("does not trust Host or X-Forwarded-Host sent by the client", async () => {
    const res = await t
      .agent()
      .post("/api/register")
      .set("Host", "evil.example")
      .set("X-Forwarded-Host", "evil.example")
      .set("Origin", "http://evil.example")
      .send({ email: uniqueEmail(), password: "secret1" });
    expect(res.status).toBe(403);
  });

  it("lets the app's own origin through, and requests with no Origin (not from a browser)", async () => {
    await t.agent().post("/api/register").set("Origin", "http://toolkit.test").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    await t.agent().post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
  });
});

describe("session cookies follow APP_URL's scheme", () => {
  it("in production over plain http: no Secure flag, and signing in works", async () => {
    const plain = await createTestApp({ production: true, appUrl: "http://plain.test", trustedOrigins: ["http://plain.test"] });
    try {
      const agent = plain.agent();
      const res = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
      expect(sessionCookie(res)).not.toMatch(/;\s*Secure/i);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      await agent.get("/api/user").expect(200);
    } finally {
      await plain.close();
    }
  });

  it("over https: Secure, HSTS, and logout clears the cookie with the same flags", async () => {
    const secure = await createTestApp({ production: true, appUrl: "https://secure.test", trustedOrigins: ["https://secure.test"] });
    try {
      const agent = secure.agent().set("X-Forwarded-Proto", "https");
      const res = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
      expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
      const out = await agent.post("/api/logout").expect(200);
      const cleared = sessionCookie(out) ?? "";
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      for (const flag of [/;\s*Path=\//, /;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Secure/i]) expect(cleared).toMatch(flag);
    } finally {
      await secure.close();
    }
  });
});

describe("headers", () => {
  it("marks signed-in API answers no-store; the joke list revalidates privately", async () => {
    const agent = t.agent();
    await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    expect((await agent.get("/api/user").expect(200)).headers["cache-control"]).toBe("no-store");
    expect((await agent.post("/api/joke-notes").send({ setup: "x" }).expect(201)).headers["cache-control"]).toBe("no-store");
    expect((await agent.get("/api/joke-notes").expect(200)).headers["cache-control"]).toBe("private, no-cache");
  });

  it("forbids framing and limits browser features", async () => {
    const res = await t.agent().get("/api/site-settings");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(res.headers["permissions-policy"]).toMatch(/microphone=\(self\)/);
    expect(res.headers["permissions-policy"]).toMatch(/screen-wake-lock=\(self\)/);
  });
});

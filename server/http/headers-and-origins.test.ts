import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent, uniqueEmail } from "../test/factories";
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

  it("lets the app's own origin through, and requests with no Origin and no session (a script signing in)", async () => {
    await t.agent().post("/api/register").set("Origin", "http://toolkit.test").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    await t.agent().post("/api/register").unset("Origin").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
  });
});

describe("a request carrying the session cookie without an Origin", () => {
  const notesOf = async (userId: number) =>
    Number((await t.pool.query<{ n: string }>("SELECT count(*) AS n FROM joke_notes WHERE user_id = $1", [userId])).rows[0]?.n);

  it("is refused with 403 naming the Origin header, and changes nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    const created = await agent.post("/api/joke-notes").unset("Origin").send({ setup: "Forged from another site" });
    expect(created.status).toBe(403);
    expect(created.body.message).toMatch(/Origin header/);
    const note = await agent.post("/api/joke-notes").send({ setup: "Mine" }).expect(201);
    await agent.put(`/api/joke-notes/${note.body.id}`).unset("Origin").send({ setup: "Overwritten" }).expect(403);
    await agent.delete(`/api/joke-notes/${note.body.id}`).unset("Origin").expect(403);
    await agent.post("/api/logout").unset("Origin").expect(403);
    expect(await notesOf(user.id)).toBe(1);
    expect((await agent.get(`/api/joke-notes/${note.body.id}`).expect(200)).body.setup).toBe("Mine");
  });

  it.each(["same-site", "cross-site", "none"])("is refused when Sec-Fetch-Site says %s", async (site) => {
    const { agent, user } = await signedInAgent(t);
    const res = await agent.post("/api/joke-notes").unset("Origin").set("Sec-Fetch-Site", site).send({ setup: "x" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
    expect(await notesOf(user.id)).toBe(0);
  });

  it("refuses a same-site Origin that is not the site's own", async () => {
    const { agent } = await signedInAgent(t);
    await agent.post("/api/joke-notes").set("Origin", "http://evil.toolkit.test").set("Sec-Fetch-Site", "same-site").send({ setup: "x" }).expect(403);
  });

  it("goes through when Sec-Fetch-Site says same-origin (a browser that left Origin out)", async () => {
    const { agent, user } = await signedInAgent(t);
    await agent.post("/api/joke-notes").unset("Origin").set("Sec-Fetch-Site", "same-origin").send({ setup: "From the page" }).expect(201);
    expect(await notesOf(user.id)).toBe(1);
  });

  it("leaves reading alone: GET and HEAD need no Origin", async () => {
    const { agent } = await signedInAgent(t);
    await agent.get("/api/user").unset("Origin").expect(200);
    await agent.head("/api/joke-notes/counts").unset("Origin").expect(200);
  });

  it("is judged by the session cookie only: another cookie without Origin is no session", async () => {
    await t.agent().post("/api/register").unset("Origin").set("Cookie", "theme=dark").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    await t.agent().post("/api/login").unset("Origin").set("Cookie", "toolkit.sid=s%3Aforged.sig").send({ email: uniqueEmail(), password: "secret1" }).expect(403);
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

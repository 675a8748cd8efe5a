import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { userProfiles, users } from "@shared/schema/index";
import { aUser, uniqueEmail } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ["boss@example.com"] });
});
afterAll(() => t.close());

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers["set-cookie"] as string[] | undefined) ?? []).find((c) => c.startsWith("toolkit.sid="));

describe("register", () => {
  it("creates the account, signs in, and returns no secret fields", async () => {
    const agent = t.agent();
    const email = uniqueEmail();
    const res = await apiClient(agent).account.register({ body: { email: `  ${email.toUpperCase()} `, password: "secret1" } });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(email);
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    expect(sessionCookie(res)).toMatch(/SameSite=Lax/i);
    for (const key of ["password", "emailVerificationToken", "passwordResetToken", "phoneVerificationCode"]) {
      expect(res.body).not.toHaveProperty(key);
    }
    const me = await apiClient(agent).account.currentUser();
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|password/i);
  });

  it("gives a new profile row the spec defaults in the database itself", async () => {
    const { id } = await aUser(t);
    await t.db.insert(userProfiles).values({ userId: id });
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, id));
    expect(profile?.setupKeywords).toEqual(["scary", "hard", "stupid", "weird"]);
    expect(profile?.topicCategories).toEqual(["drugs", "sex", "men", "women", "weather", "pets"]);
    expect(profile?.sentenceStarters).toContain("I think it's {setup} that...");
    expect(profile?.location).toBe("Dallas-Fort Worth");
    expect(profile?.aiFeaturesEnabled).toBe(true);
  });

  it("stores the password hashed with argon2id", async () => {
    const { email } = await aUser(t);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it("refuses a duplicate email, whatever its case", async () => {
    const { email } = await aUser(t);
    const res = await apiClient(t.agent()).account.register({ body: { email: email.toUpperCase(), password: "other12" } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it("validates the email and password length", async () => {
    const short = await apiClient(t.agent()).account.register({ body: { email: uniqueEmail(), password: "12345" } });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 6/);
    expect(short.body.errors[0].path).toBe("password");
    const long = await apiClient(t.agent()).account.register({ body: { email: uniqueEmail(), password: "x".repeat(257) } });
    expect(long.status).toBe(400);
    const bad = await apiClient(t.agent()).account.register({ body: { email: "nope", password: "secret1" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("email");
  });

  it("makes ADMIN_EMAILS sign-ups administrators and others members", async () => {
    const boss = await apiClient(t.agent()).account.register({ body: { email: "Boss@Example.com", password: "secret1" } });
    expect(boss.body.isAdmin).toBe(true);
    const member = await aUser(t);
    expect(member.isAdmin).toBe(false);
  });
});

describe("login and logout", () => {
  it("signs in with a new session id and signs out", async () => {
    const email = uniqueEmail();
    const first = await apiClient(t.agent()).account.register({ body: { email, password: "secret1" } });
    const agent = t.agent();
    // A session that exists before login (e.g. planted by an attacker) must not survive it.
    await apiClient(agent).account.login({ body: { email, password: "wrong-one" } }).expect(401);
    const login = await apiClient(agent).account.login({ body: { email: email.toUpperCase(), password: "secret1" } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(first.body.id);
    const cookie = sessionCookie(login);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(sessionCookie(first));
    await apiClient(agent).account.currentUser().expect(200);
    expect(await apiClient(agent).account.session().expect(200).answer()).toEqual({ user: login.body });
    await apiClient(agent).account.logout().expect(200);
    await apiClient(agent).account.currentUser().expect(401);
    expect(await apiClient(agent).account.session().expect(200).answer()).toEqual({ user: null });
  });

  it("regenerates the session id on login", async () => {
    const email = uniqueEmail();
    const agent = t.agent();
    const reg = await apiClient(agent).account.register({ body: { email, password: "secret1" } });
    const before = sessionCookie(reg)?.split(";")[0];
    const login = await apiClient(agent).account.login({ body: { email, password: "secret1" } });
    const after = sessionCookie(login)?.split(";")[0];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The old session id no longer signs anyone in.
    const stale = await apiClient(t.agent()).account.currentUser().set("Cookie", before!);
    expect(stale.status).toBe(401);
  });

  it("answers 401 to a wrong password and an unknown email alike", async () => {
    const { email } = await aUser(t);
    const wrong = await apiClient(t.agent()).account.login({ body: { email, password: "nope" } });
    const unknown = await apiClient(t.agent()).account.login({ body: { email: uniqueEmail(), password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 429 after repeated failures for one email", async () => {
    const { email, password } = await aUser(t);
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i += 1) {
      await apiClient(t.agent(ip)).account.login({ body: { email, password: `wrong${i}` } }).expect(401);
    }
    const blocked = await apiClient(t.agent(ip)).account.login({ body: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another email from the same address is not blocked by this one's failures.
    const other = await aUser(t);
    await apiClient(t.agent(ip)).account.login({ body: { email: other.email, password: other.password } }).expect(200);
    // The right password from another address still works: the block is per email and address.
    await apiClient(t.agent("10.8.8.8")).account.login({ body: { email, password } }).expect(200);
  });

  it("answers 401 to /api/user without a session, and a visitor's /api/session with no user", async () => {
    const res = await apiClient(t.agent()).account.currentUser();
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
    // A stale or forged session cookie is a visitor too.
    const session = await apiClient(t.agent()).account.session().set("Cookie", "toolkit.sid=s%3Aforged.signature");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null });
  });
});

describe("the first account", () => {
  it("becomes administrator on a fresh install", async () => {
    const fresh = await createTestApp();
    try {
      const first = await aUser(fresh);
      const second = await aUser(fresh);
      expect(first.isAdmin).toBe(true);
      expect(second.isAdmin).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

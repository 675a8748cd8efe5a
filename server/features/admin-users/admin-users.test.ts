import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { EMAIL_REQUIRED } from "@shared/admin/admin-user-input";
import { aJokeNote, signedInAdmin, signedInAgent, uniqueEmail, type TestUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
let admin: supertest.Agent;
let adminUser: TestUser;
let member: supertest.Agent;
let memberUser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: admin, user: adminUser } = await signedInAdmin(t));
  ({ agent: member, user: memberUser } = await signedInAgent(t));
});
afterAll(() => t.close());

const NUL = "\u0000";
const MEGABYTE = "x".repeat(1024 * 1024);

describe("admin user routes", () => {
  const routes: [string, string, (api: ApiClient) => supertest.Test][] = [
    ["get", "admin/users", (api) => api.adminUsers.list()],
    ["post", "admin/promote-user", (api) => api.adminUsers.promote({ body: { email: "a@b.c" } })],
    ["post", "admin/users/1/demote", (api) => api.adminUsers.demote({ params: { id: 1 } })],
    ["put", "admin/users/1/plan", (api) => api.adminUsers.setPlan({ params: { id: 1 }, body: { subscriptionTier: "premium" } })],
    ["get", "admin/error-notifications", (api) => api.adminUsers.errorNotifications()],
    ["put", "admin/error-notifications/1", (api) => api.adminUsers.setErrorNotifications({ params: { userId: 1 }, body: { enabled: true } })],
  ];

  it.each(routes)("%s /api/%s answers 401 to visitors and 403 to members", async (_method, _path, call) => {
    const send = (agent: supertest.Agent) => call(apiClient(agent));
    expect((await send(t.agent())).status).toBe(401);
    expect((await send(member)).status).toBe(403);
  });
});

describe("GET /api/admin/users", () => {
  it("lists every user with their writing stats and productivity, and no secret", async () => {
    const { agent: writer, user } = await signedInAgent(t);
    for (let i = 0; i < 3; i += 1) await aJokeNote(writer, { setup: `idea ${i}` });
    const onHold = await aJokeNote(writer);
    await apiClient(writer).jokeNotes.patch({ params: { id: onHold.id }, body: { stage: "on_hold" } }).expect(200);
    const working = await aJokeNote(writer);
    await apiClient(writer).jokeNotes.patch({ params: { id: working.id }, body: { stage: "working_on" } }).expect(200);
    for (const category of [null, "open_mic", "my_stool", "my_stool"] as const) {
      const note = await aJokeNote(writer);
      await apiClient(writer).jokeNotes.moveToStool({ params: { id: note.id }, body: { stoolCategory: category } }).expect(200);
    }
    await apiClient(writer).profile.update({ body: { keywords: ["airports", "dating"] } });

    const res = await apiClient(admin).adminUsers.list().expect(200);
    const rows = res.body.users as { id: number }[];
    const row = rows.find((u) => u.id === user.id);
    expect(row).toMatchObject({
      email: user.email,
      isAdmin: false,
      subscriptionTier: "free",
      daysSinceJoining: 0,
      smsOptIn: false,
      totalJokes: 9,
      developmentCount: 5,
      productionCount: 4,
      breakdown: { ideas: 3, onHold: 1, workingOn: 1, main: 1, openMic: 1, myStool: 2 },
      productivity: "Low",
    });
    const serialized = JSON.stringify(res.body);
    for (const secret of ["password", "Token", "VerificationCode", "pendingPhone"]) expect(serialized).not.toContain(secret);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const adminRow = rows.find((u) => u.id === adminUser.id);
    expect(adminRow).toMatchObject({ isAdmin: true, totalJokes: 0, productivity: "New", hasProfile: false });
  });

  it("pages by id and finds by email fragment", async () => {
    for (let i = 0; i < 3; i += 1) await signedInAgent(t, { email: uniqueEmail("pager") });
    const first = await apiClient(admin).adminUsers.list({ query: { limit: "2" } }).expect(200);
    expect(first.body.users).toHaveLength(2);
    expect(first.body.nextCursor).toBe(first.body.users[1].id);
    const second = await apiClient(admin).adminUsers.list({ query: { limit: "2", after: first.body.nextCursor } }).expect(200);
    expect(second.body.users[0].id).toBeLessThan(first.body.users[1].id);
    expect(second.body.total).toBe(first.body.total);
    // Paging to the end visits every user once, and the last page says so.
    const seen = new Set<number>();
    let cursor: number | null = null;
    do {
      const page = await apiClient(admin).adminUsers.list({ query: { limit: "3", after: cursor ? String(cursor) : undefined } }).expect(200);
      for (const u of page.body.users as { id: number }[]) seen.add(u.id);
      cursor = page.body.nextCursor as number | null;
    } while (cursor);
    expect(seen.size).toBe(first.body.total);
    const found = await apiClient(admin).adminUsers.list({ query: { q: "PAGER" } }).expect(200);
    expect(found.body.total).toBe(3);
    expect((found.body.users as { email: string }[]).every((u) => u.email.startsWith("pager"))).toBe(true);
    expect((await apiClient(admin).adminUsers.list({ query: { q: "%" } })).body.total).toBe(0);
  });

  it.each(["limit=0", "limit=abc", "limit=501", "after=2147483648", "after=-1", `q=${"x".repeat(300)}`])(
    "refuses ?%s with a 400",
    async (query) => {
      const res = await apiClient(admin).adminUsers.list({ unchecked: { query: Object.fromEntries(new URLSearchParams(query)) } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});

describe("promote and demote", () => {
  it("promotes by email whatever its case, and says so", async () => {
    const { user, agent } = await signedInAgent(t);
    const res = await apiClient(admin).adminUsers.promote({ body: { email: `  ${user.email.toUpperCase()} ` } }).expect(200);
    expect(res.body.message).toBe(`${user.email} is now an administrator.`);
    expect((await apiClient(agent).account.currentUser()).body.isAdmin).toBe(true);
    await apiClient(agent).adminUsers.list().expect(200);
    const again = await apiClient(admin).adminUsers.promote({ body: { email: user.email } }).expect(200);
    expect(again.body.message).toBe(`${user.email} is already an administrator.`);
  });

  it.each([{}, { email: "" }, { email: "  " }, { email: NUL }])("asks for an email when given %j", async (body) => {
    const res = await apiClient(admin).adminUsers.promote({ unchecked: { body } }).expect(400);
    expect(res.body.message).toContain(EMAIL_REQUIRED);
  });

  it("answers 404 with a message for an unknown email, 400 for a wrong type, 413 for 1 MB", async () => {
    const res = await apiClient(admin).adminUsers.promote({ body: { email: "nobody@example.com" } }).expect(404);
    expect(res.body.message).toMatch(/No account uses nobody@example.com/);
    await apiClient(admin).adminUsers.promote({ body: { email: ["a@b.c"] } }).expect(400);
    await apiClient(admin).adminUsers.promote({ body: { email: MEGABYTE } }).expect(413);
  });

  it("demotes an administrator, but never the last one", async () => {
    const solo = await createTestApp();
    try {
      const { agent: only, user: onlyUser } = await signedInAdmin(solo);
      const last = await apiClient(only).adminUsers.demote({ params: { id: onlyUser.id } }).expect(409);
      expect(last.body.message).toMatch(/only administrator/);
      const { agent: second, user: secondUser } = await signedInAgent(solo);
      await apiClient(only).adminUsers.promote({ body: { email: secondUser.email } }).expect(200);
      // Both demote each other at once: one wins, the site keeps an administrator.
      const results = await Promise.all([
        apiClient(only).adminUsers.demote({ params: { id: secondUser.id } }),
        apiClient(second).adminUsers.demote({ params: { id: onlyUser.id } }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await solo.pool.query("SELECT count(*)::int AS n FROM users WHERE is_admin");
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await solo.close();
    }
  });

  it("answers a plain message for a member, 404 for an unknown id and 400 for a bad one", async () => {
    const res = await apiClient(admin).adminUsers.demote({ params: { id: memberUser.id } }).expect(200);
    expect(res.body.message).toMatch(/is not an administrator/);
    await apiClient(admin).adminUsers.demote({ params: { id: "2147483647" } }).expect(404);
    await apiClient(admin).adminUsers.demote({ params: { id: "2147483648" } }).expect(400);
    await apiClient(admin).adminUsers.demote({ params: { id: "abc" } }).expect(400);
  });
});

describe("PUT /api/admin/users/:id/plan", () => {
  it("sets a user's plan by hand", async () => {
    const { agent, user } = await signedInAgent(t);
    const res = await apiClient(admin).adminUsers.setPlan({ params: { id: user.id }, body: { subscriptionTier: "premium" } }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, subscriptionTier: "premium" });
    expect((await apiClient(agent).account.currentUser()).body.subscriptionTier).toBe("premium");
  });

  it("makes a plan set by hand permanent, ending a coupon month's end date", async () => {
    const { agent, user } = await signedInAgent(t);
    await t.pool.query("UPDATE users SET subscription_tier = 'basic', subscription_expires_at = now() + interval '3 days' WHERE id = $1", [user.id]);
    await apiClient(admin).adminUsers.setPlan({ params: { id: user.id }, body: { subscriptionTier: "premium" } }).expect(200);
    expect((await apiClient(agent).account.currentUser()).body).toMatchObject({ subscriptionTier: "premium", subscriptionExpiresAt: null });
  });

  it.each([{}, { subscriptionTier: "gold" }, { subscriptionTier: 1 }, { subscriptionTier: `premium${NUL}` }])(
    "refuses %j",
    async (body) => {
      await apiClient(admin).adminUsers.setPlan({ params: { id: memberUser.id }, unchecked: { body } }).expect(400);
    },
  );

  it("answers 404 for an unknown user and changes nothing for a member", async () => {
    await apiClient(admin).adminUsers.setPlan({ params: { id: "2147483647" }, body: { subscriptionTier: "basic" } }).expect(404);
    await apiClient(member).adminUsers.setPlan({ params: { id: memberUser.id }, body: { subscriptionTier: "premium" } }).expect(403);
    expect((await apiClient(member).account.currentUser()).body.subscriptionTier).toBe("free");
  });
});

describe("error notifications", () => {
  it("let an administrator turn their own alerts on and off", async () => {
    const on = await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: true } }).expect(200);
    expect(on.body).toEqual({ userId: adminUser.id, enabled: true });
    expect((await apiClient(admin).account.currentUser()).body.errorNotificationsEnabled).toBe(true);
    const settings = await apiClient(admin).adminUsers.errorNotifications().expect(200);
    expect(settings.body).toMatchObject({ enabled: true, recipients: 1, mailer: "outbox" });
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, body: { enabled: false } }).expect(200);
    expect((await apiClient(admin).account.currentUser()).body.errorNotificationsEnabled).toBe(false);
  });

  it("answer 404 for anyone else's id and change nothing", async () => {
    const { user: otherAdmin } = await signedInAgent(t);
    await apiClient(admin).adminUsers.promote({ body: { email: otherAdmin.email } }).expect(200);
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: otherAdmin.id }, body: { enabled: true } }).expect(404);
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: memberUser.id }, body: { enabled: true } }).expect(404);
    const row = await t.pool.query("SELECT error_notifications_enabled AS on FROM users WHERE id = ANY($1)", [
      [otherAdmin.id, memberUser.id],
    ]);
    expect(row.rows.every((r: { on: boolean }) => !r.on)).toBe(true);
  });

  it.each([{}, { enabled: "yes" }, { enabled: null }, { enabled: 1 }])("refuse %j", async (body) => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: adminUser.id }, unchecked: { body } }).expect(400);
  });

  it("refuse ids outside PostgreSQL's range", async () => {
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: "2147483648" }, body: { enabled: true } }).expect(400);
    await apiClient(admin).adminUsers.setErrorNotifications({ params: { userId: 0 }, body: { enabled: true } }).expect(400);
  });
});

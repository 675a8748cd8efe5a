import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { EMAIL_REQUIRED } from "@shared/admin/admin-user-input";
import { aJokeNote, signedInAdmin, signedInAgent, uniqueEmail, type TestUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

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
  const routes: [string, string, object?][] = [
    ["get", "/api/admin/users"],
    ["post", "/api/admin/promote-user", { email: "a@b.c" }],
    ["post", "/api/admin/users/1/demote"],
    ["put", "/api/admin/users/1/plan", { subscriptionTier: "premium" }],
    ["get", "/api/admin/error-notifications"],
    ["put", "/api/admin/error-notifications/1", { enabled: true }],
  ];

  it.each(routes)("%s %s answers 401 to visitors and 403 to members", async (method, path, body) => {
    const send = (agent: supertest.Agent) => {
      const request = method === "get" ? agent.get(path) : method === "post" ? agent.post(path) : agent.put(path);
      return body ? request.send(body) : request;
    };
    expect((await send(t.agent())).status).toBe(401);
    expect((await send(member)).status).toBe(403);
  });
});

describe("GET /api/admin/users", () => {
  it("lists every user with their writing stats and productivity, and no secret", async () => {
    const { agent: writer, user } = await signedInAgent(t);
    for (let i = 0; i < 3; i += 1) await aJokeNote(writer, { setup: `idea ${i}` });
    const onHold = await aJokeNote(writer);
    await writer.patch(`/api/joke-notes/${onHold.id}`).send({ stage: "on_hold" }).expect(200);
    const working = await aJokeNote(writer);
    await writer.patch(`/api/joke-notes/${working.id}`).send({ stage: "working_on" }).expect(200);
    for (const category of [null, "open_mic", "my_stool", "my_stool"] as const) {
      const note = await aJokeNote(writer);
      await writer.patch(`/api/joke-notes/${note.id}/move-to-stool`).send({ stoolCategory: category }).expect(200);
    }
    await writer.put("/api/profile").send({ keywords: ["airports", "dating"] });

    const res = await admin.get("/api/admin/users").expect(200);
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
    const first = await admin.get("/api/admin/users?limit=2").expect(200);
    expect(first.body.users).toHaveLength(2);
    expect(first.body.nextCursor).toBe(first.body.users[1].id);
    const second = await admin.get(`/api/admin/users?limit=2&after=${first.body.nextCursor}`).expect(200);
    expect(second.body.users[0].id).toBeLessThan(first.body.users[1].id);
    expect(second.body.total).toBe(first.body.total);
    // Paging to the end visits every user once, and the last page says so.
    const seen = new Set<number>();
    let cursor: number | null = null;
    do {
      const page = await admin.get(`/api/admin/users?limit=3${cursor ? `&after=${cursor}` : ""}`).expect(200);
      for (const u of page.body.users as { id: number }[]) seen.add(u.id);
      cursor = page.body.nextCursor as number | null;
    } while (cursor);
    expect(seen.size).toBe(first.body.total);
    const found = await admin.get("/api/admin/users?q=PAGER").expect(200);
    expect(found.body.total).toBe(3);
    expect((found.body.users as { email: string }[]).every((u) => u.email.startsWith("pager"))).toBe(true);
    expect((await admin.get("/api/admin/users?q=%25")).body.total).toBe(0);
  });

  it.each(["limit=0", "limit=abc", "limit=501", "after=2147483648", "after=-1", `q=${"x".repeat(300)}`])(
    "refuses ?%s with a 400",
    async (query) => {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});

describe("promote and demote", () => {
  it("promotes by email whatever its case, and says so", async () => {
    const { user, agent } = await signedInAgent(t);
    const res = await admin.post("/api/admin/promote-user").send({ email: `  ${user.email.toUpperCase()} ` }).expect(200);
    expect(res.body.message).toBe(`${user.email} is now an administrator.`);
    expect((await agent.get("/api/user")).body.isAdmin).toBe(true);
    await agent.get("/api/admin/users").expect(200);
    const again = await admin.post("/api/admin/promote-user").send({ email: user.email }).expect(200);
    expect(again.body.message).toBe(`${user.email} is already an administrator.`);
  });

  it.each([{}, { email: "" }, { email: "  " }, { email: NUL }])("asks for an email when given %j", async (body) => {
    const res = await admin.post("/api/admin/promote-user").send(body).expect(400);
    expect(res.body.message).toContain(EMAIL_REQUIRED);
  });

  it("answers 404 with a message for an unknown email, 400 for a wrong type, 413 for 1 MB", async () => {
    const res = await admin.post("/api/admin/promote-user").send({ email: "nobody@example.com" }).expect(404);
    expect(res.body.message).toMatch(/No account uses nobody@example.com/);
    await admin.post("/api/admin/promote-user").send({ email: ["a@b.c"] }).expect(400);
    await admin.post("/api/admin/promote-user").send({ email: MEGABYTE }).expect(413);
  });

  it("demotes an administrator, but never the last one", async () => {
    const solo = await createTestApp();
    try {
      const { agent: only, user: onlyUser } = await signedInAdmin(solo);
      const last = await only.post(`/api/admin/users/${onlyUser.id}/demote`).expect(409);
      expect(last.body.message).toMatch(/only administrator/);
      const { agent: second, user: secondUser } = await signedInAgent(solo);
      await only.post("/api/admin/promote-user").send({ email: secondUser.email }).expect(200);
      // Both demote each other at once: one wins, the site keeps an administrator.
      const results = await Promise.all([
        only.post(`/api/admin/users/${secondUser.id}/demote`),
        second.post(`/api/admin/users/${onlyUser.id}/demote`),
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
    const res = await admin.post(`/api/admin/users/${memberUser.id}/demote`).expect(200);
    expect(res.body.message).toMatch(/is not an administrator/);
    await admin.post("/api/admin/users/2147483647/demote").expect(404);
    await admin.post("/api/admin/users/2147483648/demote").expect(400);
    await admin.post("/api/admin/users/abc/demote").expect(400);
  });
});

describe("PUT /api/admin/users/:id/plan", () => {
  it("sets a user's plan by hand", async () => {
    const { agent, user } = await signedInAgent(t);
    const res = await admin.put(`/api/admin/users/${user.id}/plan`).send({ subscriptionTier: "premium" }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, subscriptionTier: "premium" });
    expect((await agent.get("/api/user")).body.subscriptionTier).toBe("premium");
  });

  it("makes a plan set by hand permanent, ending a coupon month's end date", async () => {
    const { agent, user } = await signedInAgent(t);
    await t.pool.query("UPDATE users SET subscription_tier = 'basic', subscription_expires_at = now() + interval '3 days' WHERE id = $1", [user.id]);
    await admin.put(`/api/admin/users/${user.id}/plan`).send({ subscriptionTier: "premium" }).expect(200);
    expect((await agent.get("/api/user")).body).toMatchObject({ subscriptionTier: "premium", subscriptionExpiresAt: null });
  });

  it.each([{}, { subscriptionTier: "gold" }, { subscriptionTier: 1 }, { subscriptionTier: `premium${NUL}` }])(
    "refuses %j",
    async (body) => {
      await admin.put(`/api/admin/users/${memberUser.id}/plan`).send(body).expect(400);
    },
  );

  it("answers 404 for an unknown user and changes nothing for a member", async () => {
    await admin.put("/api/admin/users/2147483647/plan").send({ subscriptionTier: "basic" }).expect(404);
    await member.put(`/api/admin/users/${memberUser.id}/plan`).send({ subscriptionTier: "premium" }).expect(403);
    expect((await member.get("/api/user")).body.subscriptionTier).toBe("free");
  });
});

describe("error notifications", () => {
  it("let an administrator turn their own alerts on and off", async () => {
    const on = await admin.put(`/api/admin/error-notifications/${adminUser.id}`).send({ enabled: true }).expect(200);
    expect(on.body).toEqual({ userId: adminUser.id, enabled: true });
    expect((await admin.get("/api/user")).body.errorNotificationsEnabled).toBe(true);
    const settings = await admin.get("/api/admin/error-notifications").expect(200);
    expect(settings.body).toMatchObject({ enabled: true, recipients: 1, mailer: "outbox" });
    await admin.put(`/api/admin/error-notifications/${adminUser.id}`).send({ enabled: false }).expect(200);
    expect((await admin.get("/api/user")).body.errorNotificationsEnabled).toBe(false);
  });

  it("answer 404 for anyone else's id and change nothing", async () => {
    const { user: otherAdmin } = await signedInAgent(t);
    await admin.post("/api/admin/promote-user").send({ email: otherAdmin.email }).expect(200);
    await admin.put(`/api/admin/error-notifications/${otherAdmin.id}`).send({ enabled: true }).expect(404);
    await admin.put(`/api/admin/error-notifications/${memberUser.id}`).send({ enabled: true }).expect(404);
    const row = await t.pool.query("SELECT error_notifications_enabled AS on FROM users WHERE id = ANY($1)", [
      [otherAdmin.id, memberUser.id],
    ]);
    expect(row.rows.every((r: { on: boolean }) => !r.on)).toBe(true);
  });

  it.each([{}, { enabled: "yes" }, { enabled: null }, { enabled: 1 }])("refuse %j", async (body) => {
    await admin.put(`/api/admin/error-notifications/${adminUser.id}`).send(body).expect(400);
  });

  it("refuse ids outside PostgreSQL's range", async () => {
    await admin.put("/api/admin/error-notifications/2147483648").send({ enabled: true }).expect(400);
    await admin.put("/api/admin/error-notifications/0").send({ enabled: true }).expect(400);
  });
});

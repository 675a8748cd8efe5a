import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/index";
import { uniqueEmail } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Database round trips while `run` goes: each pool.query checks a client out once. */
async function roundTrips(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const listener = () => (count += 1);
  t.pool.on("acquire", listener);
  try {
    await run();
  } finally {
    t.pool.off("acquire", listener);
  }
  return count;
}

describe("a signed-in request", () => {
  it("loads its session and user in one statement", async () => {
    const agent = t.agent();
    await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    // The first signed-in request also stamps the daily refresh (a write); then reads are one statement.
    await agent.get("/api/user").expect(200);
    expect(await roundTrips(() => agent.get("/api/user").expect(200))).toBe(1);
    expect(await roundTrips(() => agent.get("/api/user").expect(200))).toBe(1);
  });

  it("sees changes to the user at once (nothing is cached between requests)", async () => {
    const agent = t.agent();
    const { body } = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.id, body.id));
    expect((await agent.get("/api/user").expect(200)).body.subscriptionTier).toBe("premium");
  });

  it("ends when the account is gone", async () => {
    const agent = t.agent();
    const { body } = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    await t.db.delete(users).where(eq(users.id, body.id));
    await agent.get("/api/user").expect(401);
  });

  it("keeps two users' concurrent requests apart", async () => {
    const a = t.agent();
    const b = t.agent();
    const userA = (await a.post("/api/register").send({ email: uniqueEmail("a"), password: "secret1" }).expect(201)).body;
    const userB = (await b.post("/api/register").send({ email: uniqueEmail("b"), password: "secret1" }).expect(201)).body;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).get("/api/user")));
    answers.forEach((res, i) => expect(res.body.id).toBe(i % 2 ? userA.id : userB.id));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.agent().post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
  userId = res.body.id;
});
afterAll(() => t.close());

/** Runs raw SQL behind the app's back and answers PostgreSQL's error code (undefined on success). */
async function sqlErrorCode(text: string, values: unknown[] = []): Promise<string | undefined> {
  try {
    await t.pool.query(text, values);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

const CHECK_VIOLATION = "23514";
const NOT_NULL_VIOLATION = "23502";

describe("the database guards its own rules", () => {
  it("refuses an unknown or missing joke stage", async () => {
    const insert = `INSERT INTO joke_notes (user_id, setup, stage) VALUES ($1, 'x', $2)`;
    expect(await sqlErrorCode(insert, [userId, "finished"])).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode(insert, [userId, null])).toBe(NOT_NULL_VIOLATION);
    expect(await sqlErrorCode(`INSERT INTO joke_notes (user_id, setup) VALUES ($1, 'default stage')`, [userId])).toBeUndefined();
    const { rows } = await t.pool.query("SELECT stage FROM joke_notes WHERE setup = 'default stage'");
    expect(rows[0].stage).toBe("idea");
  });

  it("refuses a display spelling of a stool category, and a category off the stool", async () => {
    const insert = `INSERT INTO joke_notes (user_id, setup, on_stool, stool_category) VALUES ($1, 'x', $2, $3)`;
    expect(await sqlErrorCode(insert, [userId, true, "open_mic_material"])).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode(insert, [userId, false, "open_mic"])).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode(insert, [userId, true, "my_stool"])).toBeUndefined();
    expect(await sqlErrorCode(insert, [userId, true, null])).toBeUndefined();
  });

  it("refuses an unknown subscription tier, severity and discount type", async () => {
    expect(await sqlErrorCode("UPDATE users SET subscription_tier = 'platinum' WHERE id = $1", [userId])).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode("INSERT INTO error_logs (message, severity) VALUES ('x', 'apocalyptic')")).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode("INSERT INTO coupon_codes (code, discount_type) VALUES ('X', 'bogo')")).toBe(CHECK_VIOLATION);
    expect(await sqlErrorCode("INSERT INTO error_logs (message, severity) VALUES ('x', 'critical')")).toBeUndefined();
  });

  it("keeps error context as jsonb", async () => {
    const { rows } = await t.pool.query(
      "SELECT data_type FROM information_schema.columns WHERE table_name = 'error_logs' AND column_name = 'context'",
    );
    expect(rows[0].data_type).toBe("jsonb");
  });

  it("finds a user's sessions by an indexed column", async () => {
    const agent = t.agent();
    const res = await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM user_sessions WHERE user_id = $1", [res.body.id]);
    expect(rows[0].n).toBe(1);
    // With sequential scans priced out, only an index on user_id can serve the lookup.
    const client = await t.pool.connect();
    let text: string;
    try {
      await client.query("SET enable_seqscan = off");
      const plan = await client.query("EXPLAIN SELECT sid FROM user_sessions WHERE user_id = 42");
      text = plan.rows.map((row: Record<string, string>) => Object.values(row)[0]).join("\n");
    } finally {
      await client.query("RESET enable_seqscan");
      client.release();
    }
    expect(text).toMatch(/user_sessions_user_id_idx/);
  });
});

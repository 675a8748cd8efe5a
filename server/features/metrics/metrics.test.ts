import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const TOKEN = "scraper-token-0123456789";
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** The value of one sample line, e.g. `toolkit_http_requests_total{method="GET",route="/api/x",status="404"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("GET /api/metrics", () => {
  it("is closed to the signed-out, to comedians and to a wrong token", async () => {
    await t.agent().get("/api/metrics").expect(401);
    await t.agent().get("/api/metrics").set("Authorization", "Bearer not-the-token-at-all").expect(401);
    const { agent } = await signedInAgent(t);
    await agent.get("/api/metrics").expect(403);
  });

  it("counts requests by route pattern and status, never by raw path, and times them", async () => {
    const { agent } = await signedInAgent(t);
    await agent.get("/api/set-lists/2147483000").expect(404);
    await agent.get("/api/set-lists/2147483001").expect(404);
    const res = await admin.agent.get("/api/metrics").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const labels = { method: "GET", route: "/api/set-lists/:id", status: "404" };
    expect(sample(res.text, "toolkit_http_requests_total", labels)).toBeGreaterThanOrEqual(2);
    expect(sample(res.text, "toolkit_http_request_duration_seconds_count", labels)).toBeGreaterThanOrEqual(2);
    expect(res.text).not.toContain("2147483000");
  });

  it("reads the pool, and names job runs, texts received and recordings uploaded, for a scraper with the token", async () => {
    const res = await t.agent().get("/api/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(sample(res.text, "toolkit_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
    expect(sample(res.text, "toolkit_db_pool_connections", { state: "waiting" })).toBe(0);
    for (const name of ["toolkit_job_runs_total", "toolkit_sms_received_total", "toolkit_recordings_uploaded_total"]) {
      expect(res.text).toContain(`# TYPE ${name} counter`);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { betaFeatureUsage } from "@shared/schema/index";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("site settings", () => {
  it("are seeded on and readable by anyone, as booleans", async () => {
    const res = await t.agent().get("/api/site-settings").expect(200);
    expect(res.body).toEqual({ joke_machine_enabled: true, simile_generator_enabled: true });
  });

  it("are changed by an administrator only", async () => {
    const { agent: admin } = await signedInAdmin(t);
    const { agent: member } = await signedInAgent(t);

    await member.put("/api/admin/site-settings").send({ simileGeneratorEnabled: false }).expect(403);
    await t.agent().put("/api/admin/site-settings").send({ simileGeneratorEnabled: false }).expect(401);
    await admin.put("/api/admin/site-settings").send({}).expect(400);
    await admin.put("/api/admin/site-settings").send({ simileGeneratorEnabled: "no" }).expect(400);
    const off = await admin.put("/api/admin/site-settings").send({ simileGeneratorEnabled: false }).expect(200);
    expect(off.body).toEqual({ joke_machine_enabled: true, simile_generator_enabled: false });
    expect((await t.agent().get("/api/site-settings")).body.simile_generator_enabled).toBe(false);

    // Beta-feature tracking is stored for the signed-in user.
    await member.post("/api/beta-features/track").send({ featureName: "my_thoughts" }).expect(201);
    await member.post("/api/beta-features/track").send({ featureName: " " }).expect(400);
    await t.agent().post("/api/beta-features/track").send({ featureName: "my_blender" }).expect(401);
    const rows = await t.db.select().from(betaFeatureUsage);
    expect(rows.map((r) => r.featureName)).toEqual(["my_thoughts"]);
  });
});

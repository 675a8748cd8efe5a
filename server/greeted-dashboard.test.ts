import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GREETED_DASHBOARD_FILE, GREETING_NAME_SLOT } from "@shared/site/greeted-dashboard";
import { signedInAgent, uniqueEmail } from "./test/factories";
import { createTestApp, type TestApp } from "./test/test-app";

/** A built client with the plain and the greeted dashboard, as scripts/prerender-pages.ts writes them. */
const dir = mkdtempSync(path.join(tmpdir(), "toolkit-greeted-"));
const PLAIN = '<!doctype html><div id="root"><main>spinner</main></div>';
let t: TestApp;
beforeAll(async () => {
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, "first-pages"));
  writeFileSync(path.join(dir, "first-pages/dashboard.html"), PLAIN);
  mkdirSync(path.dirname(path.join(dir, GREETED_DASHBOARD_FILE)), { recursive: true });
  writeFileSync(path.join(dir, GREETED_DASHBOARD_FILE), `<!doctype html><div id="root" data-greeted><h1>Welcome back, ${GREETING_NAME_SLOT}!</h1></div>`);
  t = await createTestApp({}, { clientDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("/dashboard's HTML", () => {
  it("greets a signed-in comedian by name, escaped, in a page no shared cache keeps", async () => {
    const { agent } = await signedInAgent(t, { email: uniqueEmail("o'brien") });
    const res = await agent.get("/dashboard").expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toMatch(/Welcome back, o&#39;brien[^<]*!/);
    expect(res.text).not.toContain(GREETING_NAME_SLOT);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it("is the plain page for a visitor, a stale or forged session cookie, and other paths", async () => {
    expect((await t.agent().get("/dashboard").expect(200)).text).toBe(PLAIN);
    const forged = await t.agent().get("/dashboard").set("Cookie", "toolkit.sid=s%3Anot-a-session.forged").expect(200);
    expect(forged.text).toBe(PLAIN);
    const { agent } = await signedInAgent(t);
    await agent.post("/api/logout").expect(200);
    expect((await agent.get("/dashboard").expect(200)).text).toBe(PLAIN);
    for (const other of ["/dashboard/extra", "/joke-notes"]) expect((await agent.get(other).expect(200)).text).not.toContain("Welcome back");
  });

  it("names nobody else: each comedian's page carries their own name", async () => {
    const first = await signedInAgent(t, { email: uniqueEmail("first") });
    const second = await signedInAgent(t, { email: uniqueEmail("second") });
    const [a, b] = await Promise.all([first.agent.get("/dashboard"), second.agent.get("/dashboard")]);
    expect(a.text).toContain(first.user.email.split("@")[0]);
    expect(a.text).not.toContain(second.user.email.split("@")[0]);
    expect(b.text).toContain(second.user.email.split("@")[0]);
  });
});

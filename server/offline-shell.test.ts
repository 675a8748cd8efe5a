import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuiltClient } from "./client-serving";
import { createTestApp, type TestApp } from "./test/test-app";

/** A built client with what vite-plugin-pwa adds: the worker, its Workbox runtime, the manifest. */
const dir = mkdtempSync(path.join(tmpdir(), "toolkit-pwa-"));
beforeAll(() => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, "sw.js"), 'define(["./workbox-1a2b3c4d"], function () {});');
  writeFileSync(path.join(dir, "workbox-1a2b3c4d.js"), "self.workbox = {};");
  writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"Comedy Toolkit"}');
  writeFileSync(path.join(dir, "assets/app-abc123.js"), "console.log(1);");
  mkdirSync(path.join(dir, "first-pages"));
  writeFileSync(path.join(dir, "first-pages/dashboard.html"), '<!doctype html><link rel="modulepreload" href="/assets/dashboard.js"><div id="root"></div>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const builtApp = () => {
  const app = express();
  serveBuiltClient(app, { dir });
  return app;
};

describe("the service worker's files", () => {
  it("are served as JavaScript that the browser checks on every visit", async () => {
    for (const file of ["/sw.js", "/workbox-1a2b3c4d.js"]) {
      const res = await supertest(builtApp()).get(file).expect(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("leave the other files' caching as it was", async () => {
    expect((await supertest(builtApp()).get("/assets/app-abc123.js").expect(200)).headers["cache-control"]).toMatch(/immutable/);
    const manifest = await supertest(builtApp()).get("/manifest.webmanifest").expect(200);
    expect(manifest.headers["content-type"]).toMatch(/application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("the pages opened first", () => {
  it("get their own copy of index.html, which asks for the page's code at once", async () => {
    const dashboard = await supertest(builtApp()).get("/dashboard").expect(200);
    expect(dashboard.text).toContain("/assets/dashboard.js");
    expect(dashboard.headers["cache-control"]).toBe("no-cache");
  });

  it("only at their own path; every other route gets index.html", async () => {
    for (const route of ["/joke-notes", "/dashboard/extra", "/Dashboard"]) {
      const res = await supertest(builtApp()).get(route).expect(200);
      expect(res.text).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

describe("the security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("let the app register its own worker and read its manifest, and nothing from elsewhere", async () => {
    const csp = (await t.agent().get("/api/site-settings")).headers["content-security-policy"] as string;
    const directives = new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    // worker-src and manifest-src fall back (through script-src and default-src) to 'self'.
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.has("worker-src")).toBe(false);
    expect(directives.has("child-src")).toBe(false);
    expect(directives.has("manifest-src")).toBe(false);
    expect(directives.get("connect-src")).toContain("'self'");
  });
});

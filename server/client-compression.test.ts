import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuiltClient } from "./client-serving";
import { uniqueEmail } from "./test/factories";
import { createTestApp, type TestApp } from "./test/test-app";

/** A built client as `vite build` leaves it: each asset beside its .br and .gz. */
const dir = mkdtempSync(path.join(tmpdir(), "toolkit-built-"));
const landing = `<!doctype html><div id="root" data-prerendered><h1>From first spark</h1>${"<p>a bit</p>".repeat(200)}</div>`;
const smsLanding = `<!doctype html><div id="root" data-prerendered data-sms-capture="on"><h1>Got a Joke? Text It.</h1></div>`;
const script = `console.log(${JSON.stringify("a bit that kills ".repeat(200))});`;
beforeAll(() => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dir, "assets/app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "assets/app-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "landing.html"), landing);
  writeFileSync(path.join(dir, "landing.html.br"), brotliCompressSync(landing));
  writeFileSync(path.join(dir, "landing.html.gz"), gzipSync(landing));
  writeFileSync(path.join(dir, "landing-sms.html"), smsLanding);
  writeFileSync(path.join(dir, "landing-sms.html.br"), brotliCompressSync(smsLanding));
  writeFileSync(path.join(dir, "landing-sms.html.gz"), gzipSync(smsLanding));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const builtApp = () => {
  const app = express();
  serveBuiltClient(app, { dir });
  return app;
};

describe("built assets", () => {
  it("are sent precompressed: brotli when accepted, else gzip, else plain", async () => {
    const app = builtApp();
    const br = await supertest(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, deflate, br").buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toMatch(/immutable/);
    expect(br.headers["content-type"]).toMatch(/javascript/);

    const gz = await supertest(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(script);

    const plain = await supertest(app).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
  });
});

describe("the prerendered landing page", () => {
  it("offers texting jokes in only on a site with an SMS capture number", async () => {
    const withoutSms = await supertest(builtApp()).get("/").set("Accept-Encoding", "identity");
    expect(withoutSms.text).toBe(landing);
    const app = express();
    serveBuiltClient(app, { dir, smsOffered: true });
    const withSms = await supertest(app).get("/").set("Accept-Encoding", "gzip");
    expect(withSms.headers["content-encoding"]).toBe("gzip");
    expect(withSms.text).toBe(smsLanding);
  });

  it("goes to visitors at / precompressed, and the plain app to anyone with a session cookie", async () => {
    const app = builtApp();
    const br = await supertest(app).get("/").set("Accept-Encoding", "br").buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/Cookie/);
    expect(br.headers["cache-control"]).toBe("no-cache");

    const gz = await supertest(app).get("/").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(landing);
    const plain = await supertest(app).get("/").set("Accept-Encoding", "identity");
    expect(plain.text).toBe(landing);

    const signedIn = await supertest(app).get("/").set("Cookie", "theme=dark; toolkit.sid=s%3Aabc").set("Accept-Encoding", "identity");
    expect(signedIn.text).toBe('<!doctype html><div id="root"></div>');
    const otherPage = await supertest(app).get("/dashboard").set("Accept-Encoding", "identity");
    expect(otherPage.text).toBe('<!doctype html><div id="root"></div>');
  });
});

describe("API answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are compressed over 1 kB and left alone below", async () => {
    const agent = t.agent();
    await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    const small = await agent.get("/api/joke-notes").set("Accept-Encoding", "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    for (let i = 0; i < 10; i += 1) await agent.post("/api/joke-notes").send({ setup: `A long enough setup number ${i} `.repeat(5) }).expect(201);
    const large = await agent.get("/api/joke-notes").set("Accept-Encoding", "gzip");
    expect(large.headers["content-encoding"]).toBe("gzip");
    expect(large.body).toHaveLength(10);
  });
});

import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveViteDevClient } from "./client-serving";

let close: () => Promise<void>;
const app = express();

beforeAll(async () => {
  close = await serveViteDevClient(app);
  app.use((_req, res) => res.status(404).json({ message: "passed through" }));
}, 60_000);
afterAll(() => close());

describe("development client serving (Vite middleware)", () => {
  it("serves source modules as JavaScript, not the SPA page", async () => {
    const res = await supertest(app).get("/src/main.tsx");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
  });

  it("answers client routes with index.html", async () => {
    const res = await supertest(app).get("/dashboard").set("Accept", "text/html");
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it("leaves /api to the API", async () => {
    const res = await supertest(app).get("/api/user");
    expect(res.body).toEqual({ message: "passed through" });
  });
});

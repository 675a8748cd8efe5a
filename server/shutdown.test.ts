import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseUrl, withAdminClient } from "./test/database-server";

/** The real server process (`server/index.ts`), on this file's own database. */
let url: string;
let dataDir: string;
const adminUrl = () => inject("adminDatabaseUrl");
const name = `toolkit_test_${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  await withAdminClient(adminUrl(), (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`));
  url = databaseUrl(adminUrl(), name);
  dataDir = await mkdtemp(path.join(tmpdir(), "toolkit-shutdown-"));
});
afterAll(async () => {
  await withAdminClient(adminUrl(), (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await rm(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startServer(port: number): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "development", DATABASE_URL: url, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SHUTDOWN_GRACE_SECONDS: "10", SMTP_URL: "", APP_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health/live`).then((r) => r.ok, () => false);
    if (up) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

describe("SIGTERM under a stream of writes", () => {
  it("answers every request already sent, loses no acknowledged write, and exits 0", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child, exited } = await startServer(port);
    const origin = { Origin: base, "Content-Type": "application/json" };
    const register = await fetch(`${base}/api/register`, { method: "POST", headers: origin, body: JSON.stringify({ email: `writer-${name}@example.com`, password: "stand-up-2026" }) });
    expect(register.status).toBe(201);
    const cookie = register.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const acknowledged: number[] = [];
    const cut: string[] = [];
    let refused = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop && i < 400; i++) {
        try {
          const res = await fetch(`${base}/api/joke-notes`, { method: "POST", headers: { ...origin, Cookie: cookie }, body: JSON.stringify({ setup: `Writer ${w}, joke ${i}` }) });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else cut.push(`answered ${res.status}`);
        } catch (error) {
          const code = String((error as { cause?: { code?: string } }).cause?.code ?? error);
          // A connection the server no longer takes was never sent a request: nothing to lose.
          if (code === "ECONNREFUSED") {
            refused++;
            await new Promise((resolve) => setTimeout(resolve, 20));
          } else cut.push(code);
        }
      }
    };
    const writers = Promise.all(Array.from({ length: 12 }, (_, w) => writer(w)));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const before = acknowledged.length;
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    stop = true;
    await writers;

    expect(before).toBeGreaterThan(0);
    expect(cut).toEqual([]);
    expect(refused).toBeGreaterThan(0);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const { rows } = await pool.query<{ id: number }>("SELECT id FROM joke_notes WHERE id = ANY($1::int[])", [acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await pool.end();
    }
  }, 60_000);
});

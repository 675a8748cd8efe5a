import { chmod, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessHome, startServerProcess, type ServerProcess } from "./test/server-process";

/** The app on its embedded PostgreSQL (no DATABASE_URL), its data in this file's own folder. */
let home: Awaited<ReturnType<typeof serverProcessHome>>;
let running: ServerProcess | undefined;
beforeAll(async () => {
  home = await serverProcessHome();
  // As root, PostgreSQL runs as the "postgres" user, which must enter the folder.
  await chmod(home.dataDir, 0o755);
});
afterAll(async () => {
  if (running) {
    running.child.kill("SIGTERM");
    await running.exited;
  }
  await home.remove();
});

const start = () => startServerProcess({ ...home, url: "" }, { DATABASE_URL: "" });
const postmasterPid = async () => Number((await readFile(path.join(home.dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);
const json = { "Content-Type": "application/json" };

async function signIn(base: string, email: string, path_: "/api/register" | "/api/login") {
  const res = await fetch(`${base}${path_}`, { method: "POST", headers: { ...json, Origin: base }, body: JSON.stringify({ email, password: "stand-up-2026" }) });
  expect(res.status).toBe(path_ === "/api/register" ? 201 : 200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("start-up after a crash (kill -9)", () => {
  it.each([
    ["of the app alone (its PostgreSQL left running)", false],
    ["of both the app and its PostgreSQL", true],
  ])("%s recovers by itself, with every saved joke", async (_label, killDatabaseToo) => {
    const first = await start();
    const email = `crash-${Date.now()}@example.com`;
    const cookie = await signIn(first.base, email, "/api/register");
    const saved = await fetch(`${first.base}/api/joke-notes`, { method: "POST", headers: { ...json, Origin: first.base, Cookie: cookie }, body: JSON.stringify({ setup: "Saved before the crash" }) });
    expect(saved.status).toBe(201);
    const pid = await postmasterPid();
    first.child.kill("SIGKILL");
    await first.exited;
    if (killDatabaseToo) process.kill(pid, "SIGKILL");

    running = await start();
    const again = await signIn(running.base, email, "/api/login");
    const list = (await (await fetch(`${running.base}/api/joke-notes`, { headers: { Cookie: again } })).json()) as { setup: string }[];
    expect(list.map((n) => n.setup)).toContain("Saved before the crash");
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    running = undefined;
  }, 90_000);
});

import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessHome, startServerProcess, tsxLoader } from "./test/server-process";

let home: Awaited<ReturnType<typeof serverProcessHome>>;
beforeAll(async () => {
  home = await serverProcessHome();
});
afterAll(() => home.remove());

async function logOf(env: Record<string, string>): Promise<string[]> {
  const server = await startServerProcess(home, { LOG_LEVEL: "info", ...env }, { output: "pipe" });
  try {
    const res = await fetch(`${server.base}/api/user?token=secret-in-the-query`, { headers: { "X-Request-Id": "support-ticket-9" } });
    expect(res.status).toBe(401);
    await expect.poll(() => server.output()).toContain("support-ticket-9");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  return server.output().split("\n").filter((line) => line.includes("support-ticket-9"));
}

describe("the server's log, read from a pipe (as under systemd or in a container)", () => {
  it("is readable lines in development: time, level, method, path, status and ms, with the request id", async () => {
    const [line, ...more] = await logOf({ NODE_ENV: "development" });
    expect(more).toEqual([]);
    expect(line).not.toMatch(/^\{/);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/user 401 [\d.]+ ms/);
    expect(line).toContain("reqId");
    expect(line).not.toContain("secret-in-the-query");
  });

  it("is one JSON object a line with LOG_FORMAT=json (production's default)", async () => {
    const [line, ...more] = await logOf({ LOG_FORMAT: "json" });
    expect(more).toEqual([]);
    const entry = JSON.parse(line!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, reqId: "support-ticket-9", method: "GET", path: "/api/user", status: 401 });
    expect(typeof entry.ms).toBe("number");
    expect(line).not.toContain("secret-in-the-query");
  });

  it("keeps its own settings when another setting is wrong, so the error is logged as asked", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", LOG_FORMAT: "json" };
    delete env.SESSION_SECRET; // required in production: the environment as a whole is invalid
    const script = 'import("./server/logger.ts").then(({ logger }) => { logger.info("not at warn"); logger.warn("logged as asked"); })';
    const output = execFileSync(process.execPath, ["--import", tsxLoader, "-e", script], { env, encoding: "utf8" });
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: "logged as asked" });
  });
});

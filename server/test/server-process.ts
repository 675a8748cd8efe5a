import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { inject } from "vitest";
import { databaseUrl, withAdminClient } from "./database-server";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A database of its own (copied from the migrated template) and a data folder, for real server processes. */
export async function serverProcessHome() {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `toolkit_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`));
  const dataDir = await mkdtemp(path.join(tmpdir(), "toolkit-process-"));
  // The process runs from here: a stand-in for the built client (the API tests run before the
  // build), so these tests need no `npm run build`.
  const workDir = path.join(dataDir, "app");
  await mkdir(path.join(workDir, "dist", "public"), { recursive: true });
  await writeFile(path.join(workDir, "dist", "public", "index.html"), "<!doctype html><title>Comedy Toolkit</title><div id=root></div>");
  return {
    url: databaseUrl(adminUrl, name),
    dataDir,
    workDir,
    remove: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const repository = path.resolve(import.meta.dirname, "../..");

/** How a test runs `server/index.ts` from another folder: the entry, and tsx told where the repository's tsconfig is. */
export const serverEntry = path.join(repository, "server", "index.ts");
/** tsx's loader by its place in the repository (`--import tsx` would look for it in the working folder). */
export const tsxLoader = pathToFileURL(path.join(repository, "node_modules", "tsx", "dist", "loader.mjs")).href;
export const serverProcessEnv = { TSX_TSCONFIG_PATH: path.join(repository, "tsconfig.json") };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** What it has written to stdout so far (when started with `output: "pipe"`). */
  output: () => string;
}

/** Starts `server/index.ts` as `npm start` would run it, on the given database; resolves once it answers. */
export async function startServerProcess(
  home: { url: string; dataDir: string; workDir: string },
  env: Record<string, string> = {},
  { output = "inherit" }: { output?: "inherit" | "pipe" } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", tsxLoader, serverEntry], {
    cwd: home.workDir,
    env: { ...process.env, ...serverProcessEnv, NODE_ENV: "development", DATABASE_URL: home.url, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: home.dataDir, LOG_LEVEL: "warn", APP_URL: base, ...env },
    stdio: ["ignore", output, "inherit"],
  });
  let written = "";
  child.stdout?.on("data", (data: Buffer) => (written += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health/live`).then((r) => r.ok, () => false);
    if (up) return { child, base, exited, output: () => written };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

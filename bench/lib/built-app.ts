// The built app (dist/server/index.js) in a process of its own on a free port, and the
// Chromium that the browser benchmarks drive.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const SERVER_ENTRY = "dist/server/index.js";

/** Chromium's flags for a benchmark: nothing in the background to disturb the numbers. */
export const BENCH_CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error("No Chromium found: set CHROMIUM_PATH or install /usr/bin/chromium.");
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy in 30 s");
}

export interface BuiltApp {
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server on `databaseUrl` and waits until it answers. By default as the
 * browser tests run it (NODE_ENV=test, rate limits eased); `env` adds or overrides settings.
 */
export async function startBuiltApp(databaseUrl: string, env: Record<string, string> = {}): Promise<BuiltApp> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "1000",
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

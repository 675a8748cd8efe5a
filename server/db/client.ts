import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema/index";

export type Db = NodePgDatabase<typeof schema>;
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: repositories that can join one take this. */
export type DbExecutor = Db | DbTransaction;

export interface Database {
  pool: pg.Pool;
  db: Db;
}

/** How the app's connections name themselves to PostgreSQL (pg_stat_activity's application_name). */
export const APP_CONNECTION_NAME = "comedy-toolkit";

/** How long a pool's users may wait for a connection, and each of its statements run. */
export interface PoolLimits {
  /** A connection, or a free place in the pool, is waited for this long (default 5 s). */
  waitMs?: number;
  /**
   * Each statement is stopped by PostgreSQL after this long, freeing its connection (none by
   * default). The app's requests have one (DB_STATEMENT_TIMEOUT_MS); long work lifts it for its
   * own transaction (db/statement-limits.ts).
   */
  statementTimeoutMs?: number;
}

/** A pool on the database; `name` tells the app's connections from a command's (db:restore's own). */
export function connect(url: string, max = 10, name = APP_CONNECTION_NAME, limits: PoolLimits = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: name,
    idleTimeoutMillis: 30_000,
    // A database that is down or frozen must not hold requests forever: a connection (or a
    // free place in the pool) is waited for this long, and dead peers are noticed by keepalive.
    connectionTimeoutMillis: limits.waitMs ?? 5_000,
    keepAlive: true,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  // Nor one that is checked out but between queries (a job holding its advisory lock while it
  // runs, a transaction waiting on the app): its next query fails instead, and the pool drops it.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { pool, db };
}

import { sql } from "drizzle-orm";
import type { DbExecutor } from "./client";

/**
 * How long one statement of long but healthy work may run: an import, an export, deleting an
 * account with a large file. The quick requests' limit is the pool's (DB_STATEMENT_TIMEOUT_MS,
 * docs/decisions/049); this work sets its own for its transaction, and a statement stuck far
 * past it is a fault, not work.
 */
export const LONG_WORK_STATEMENT_TIMEOUT = "5min";

/** Lifts the quick requests' statement limit to `limit` (PostgreSQL's syntax: "5min", or "0" for none) until the transaction ends. */
export async function allowLongStatements(tx: DbExecutor, limit: string = LONG_WORK_STATEMENT_TIMEOUT): Promise<void> {
  if (!/^\d+(ms|s|min|h)?$/.test(limit)) throw new Error(`not a statement timeout: ${limit}`);
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = '${limit}'`));
}

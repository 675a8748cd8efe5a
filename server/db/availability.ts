import pg from "pg";
import { hasErrorCode, hasErrorMessage } from "../domain/error-causes";

/** How long a probe may take to connect and answer before the database counts as unavailable. */
const PROBE_TIMEOUT_MS = 700;
/** A probe's answer is shared by every request within this long. */
const PROBE_REUSE_MS = 1_000;

/** Node's socket errors and PostgreSQL's own "going away / not yet up" classes. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "EAI_AGAIN", "57P01", "57P02", "57P03"]);
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Query read timeout",
  "Connection ended unexpectedly",
];

/**
 * Whether an error means the database could not be reached (stopped, restarting, frozen or
 * cut off), as opposed to a bug or bad input. Looks through drizzle's wrapper to pg's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return hasErrorCode(error, (code) => UNREACHABLE_CODES.has(code) || code.startsWith("08")) || hasErrorMessage(error, UNREACHABLE_MESSAGES);
}

/** Failures to get a connection at all: no statement of the request reached the database. */
const NO_CONNECTION_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "57P03"]);
const NO_CONNECTION_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

/**
 * Whether a database-unavailable error came before any statement was sent (the database was
 * never reached), rather than cutting one off on its way, when it may have been done.
 */
export function neverReachedDatabase(error: unknown): boolean {
  return hasErrorCode(error, (code) => NO_CONNECTION_CODES.has(code)) || hasErrorMessage(error, NO_CONNECTION_MESSAGES);
}

export type DatabaseProbe = () => Promise<boolean>;

/**
 * Asks the database, on a connection of its own (the pool's may all be stuck), whether it
 * answers `SELECT 1` within PROBE_TIMEOUT_MS. Concurrent callers share one probe, and its
 * answer for PROBE_REUSE_MS, so an outage under load costs one connection attempt a second.
 */
export function databaseProbe(pool: pg.Pool): DatabaseProbe {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  const probe = async (): Promise<boolean> => {
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
    client.on("error", () => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
    try {
      const answered = (async () => {
        await client.connect();
        await client.query("SELECT 1");
        return true;
      })().catch(() => false);
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
      void client.end().catch(() => undefined);
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > PROBE_REUSE_MS) last = { at: now, answer: probe() };
    return last.answer;
  };
}

import pg from "pg";
import { hasErrorCode, hasErrorMessage } from "../domain/error-causes";

/** How long the database may say nothing at all to a probe before it counts as unavailable. */
const PROBE_TIMEOUT_MS = 700;
/** How long a database that has begun answering (it is running, only busy) has to answer the probe's query. */
const SLOW_ANSWER_MS = 5_000;
/** The probe's clock runs in steps of this, so time the process spent busy elsewhere is not counted. */
const LISTEN_STEP_MS = 100;
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
 * Whether the database answers, told apart from whether it answers quickly: it is down when a
 * connection to it is refused or cut, or when it says nothing at all for PROBE_TIMEOUT_MS (a
 * stopped process or a dead network holds every byte), counted as time this process was free
 * to hear it. A database that has said anything in
 * that time, on the probe's connection or any of the pool's, is running, only slow (a busy
 * machine forks its backends late): the probe then waits up to SLOW_ANSWER_MS for its
 * `SELECT 1` rather than calling a busy database down.
 *
 * The probe has a connection of its own (the pool's may all be stuck). Concurrent callers share
 * one probe, and its answer for PROBE_REUSE_MS, so an outage under load costs one connection
 * attempt a second.
 */
export function databaseProbe(pool: pg.Pool): DatabaseProbe {
  let heardAt = 0;
  const heard = () => (heardAt = Date.now());
  pool.on("connect", (client) => client.connection.on("message", heard));

  let last: { at: number; answer: Promise<boolean> } | undefined;
  const probe = async (): Promise<boolean> => {
    const started = Date.now();
    // The probe's own clock below decides; these only stop a connection left behind.
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: 4 * SLOW_ANSWER_MS, query_timeout: 4 * SLOW_ANSWER_MS });
    client.on("error", () => undefined);
    client.connection.on("message", heard);
    const timers: NodeJS.Timeout[] = [];
    const after = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
    try {
      const answered = (async () => {
        await client.connect();
        await client.query("SELECT 1");
        return true;
      })().catch(() => false);
      const silent = (async () => {
        // Counted in steps, each at most twice its length: while the process is busy with other
        // work (a request parsing megabytes, say), the database's answer waits unread, and that
        // time is not the database's silence.
        let listened = 0;
        for (;;) {
          const stepStarted = Date.now();
          await after(LISTEN_STEP_MS);
          // A busy process may run this timer before reading what already came in: read it first.
          await new Promise((resolve) => setImmediate(resolve));
          listened += Math.min(Date.now() - stepStarted, 2 * LISTEN_STEP_MS);
          // Once it has said anything it is running, only slow: it has until SLOW_ANSWER_MS.
          if (listened >= (heardAt >= started ? SLOW_ANSWER_MS : PROBE_TIMEOUT_MS)) return false;
        }
      })();
      return await Promise.race([answered, silent]);
    } finally {
      for (const timer of timers) clearTimeout(timer);
      void client.end().catch(() => undefined);
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > PROBE_REUSE_MS) last = { at: now, answer: probe() };
    return last.answer;
  };
}

import type { Request, Response } from "express";

/** What a comedian reads when a request's statement ran past the quick requests' time limit (DB_STATEMENT_TIMEOUT_MS). */
export const TOOK_TOO_LONG = "This took too long to load, so it was stopped. Please try again in a moment.";
/** The same for a change: its statement was undone, but the request may have saved something before it. */
export const TOOK_TOO_LONG_TO_SAVE = "This took too long and was stopped, so it may not have been saved. Please check in a moment before trying again.";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const stopped = new WeakSet<Response>();

/** Whether the request was answered 503 because one of its statements ran past its time limit (its log line says so). */
export const wasStoppedForTime = (res: Response) => stopped.has(res);

/**
 * Answers 503 with the request's id, for a statement PostgreSQL stopped at the time limit: its
 * connection is free again, so one slow request cannot hold the pool (docs/decisions/049).
 */
export function sendTookTooLong(req: Request, res: Response): void {
  stopped.add(res);
  if (res.headersSent) return;
  const message = READS.has(req.method) ? TOOK_TOO_LONG : TOOK_TOO_LONG_TO_SAVE;
  res.set("Retry-After", "5").status(503).json({ message, requestId: res.locals.requestId as string | undefined });
}

import type { Request, RequestHandler, Response } from "express";
import type { DatabaseProbe } from "../db/availability";
import { logger } from "../logger";
import { matchedRoute } from "./route-pattern";

/** What a person reads while the database is away; the app serves again by itself when it is back. */
export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Nothing you sent was saved; please try again in a moment.";
/**
 * The same, for a change the database stopped answering in the middle of: a frozen database may
 * still finish it when it wakes, so this one does not promise that nothing was saved.
 */
export const DATABASE_STOPPED_ANSWERING =
  "The database stopped answering while this was being saved, so it may or may not have been. Please check in a moment before trying again.";
/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Past this without an answer, a request asks whether the database is there at all. */
const ANSWER_CHECK_MS = 1_000;

const answeredForOutage = new WeakSet<Response>();

/** Whether the request was answered 503 for a database outage (its log line says so, once). */
export const wasAnsweredForOutage = (res: Response) => answeredForOutage.has(res);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Answers 503 with the message and Retry-After; the request's one log line says why. Called
 * again for the same request (the handler's own error arriving after the early answer), it
 * does nothing. `inFlight`: a statement of the request's was on its way (still running, or cut
 * off), so a change may yet be, or have been, saved.
 */
export function sendDatabaseUnavailable(req: Request, res: Response, inFlight = false): void {
  if (answeredForOutage.has(res)) return;
  answeredForOutage.add(res);
  if (res.headersSent) return;
  // A session changed by this request is not saved with this answer: express-session would hold
  // the answer back until the database it cannot reach took the save.
  (req as { session?: unknown }).session = undefined;
  // A signed-in comedian's change, past the session and in its route: it may be on its way to the database.
  const changing = inFlight && !READS.has(req.method) && matchedRoute(res) !== undefined && req.user !== undefined;
  const message = changing ? DATABASE_STOPPED_ANSWERING : DATABASE_UNAVAILABLE;
  res.set("Retry-After", String(RETRY_AFTER_SECONDS)).status(503).json({ message, requestId: res.locals.requestId as string | undefined });
}

/**
 * How the work of a request answered 503 during an outage ended once the database answered
 * again: one line, never an error with a stack. "finished": it came to write its own answer, so
 * a change may have been saved; "failed": it ended in an error; "dropped": it had not reached its
 * route, which then did not run.
 */
export function logEndedAfterOutage(req: Request, ended: "finished" | "failed" | "dropped"): void {
  const read = READS.has(req.method);
  const how = {
    finished: read ? "finished when the database came back" : "finished when the database came back: its change may have been saved",
    failed: "failed when the database came back",
    dropped: "was not carried out when the database came back (it had not reached its route)",
  }[ended];
  logger.warn({ method: req.method, path: req.originalUrl.split("?")[0], userId: req.user?.id }, `a request answered 503 during a database outage ${how}`);
}

/** Node's error for a header or body written after the answer went out. */
export const isWriteAfterAnswer = (error: unknown) => (error as { code?: unknown } | null)?.code === "ERR_HTTP_HEADERS_SENT";

/**
 * A request still unanswered after ANSWER_CHECK_MS asks the probe whether the database
 * answers; if it does not (stopped, or frozen so that queries hang), the request is answered
 * 503 at once rather than waiting for as long as the outage lasts. A slow query on a healthy
 * database is left to finish. How the handler's work ends, when it does, is one more line.
 */
export function answerWithinOutage(probe: DatabaseProbe): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      void probe().then((up) => {
        if (!up && !res.headersSent) sendDatabaseUnavailable(req, res, true);
      });
    }, ANSWER_CHECK_MS);
    timer.unref();
    res.once("finish", () => clearTimeout(timer));
    res.once("close", () => clearTimeout(timer));
    next();
  };
}

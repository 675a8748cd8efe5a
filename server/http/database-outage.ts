import type { Request, RequestHandler, Response } from "express";
import type { DatabaseProbe } from "../db/availability";
import { logger } from "../logger";

/** What a person reads while the database is away; the app serves again by itself when it is back. */
export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Nothing you sent was saved; please try again in a moment.";
/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Past this without an answer, a request asks whether the database is there at all. */
const ANSWER_CHECK_MS = 1_200;

const answeredForOutage = new WeakSet<Response>();

/**
 * Answers 503 with the message and Retry-After, logging one line (no stack) for the request.
 * Called again for the same request (the handler's own error arriving after the early answer),
 * it does nothing.
 */
export function sendDatabaseUnavailable(req: Request, res: Response): void {
  if (answeredForOutage.has(res)) return;
  answeredForOutage.add(res);
  logger.warn({ method: req.method, path: req.originalUrl.split("?")[0], status: 503 }, "database unavailable");
  if (res.headersSent) return;
  res.set("Retry-After", String(RETRY_AFTER_SECONDS)).status(503).json({ message: DATABASE_UNAVAILABLE, requestId: res.locals.requestId as string | undefined });
}

/**
 * A request still unanswered after ANSWER_CHECK_MS asks the probe whether the database
 * answers; if it does not (stopped, or frozen so that queries hang), the request is answered
 * 503 at once rather than waiting for as long as the outage lasts. A slow query on a healthy
 * database is left to finish. The handler's own failure, when it comes, is not logged again.
 */
export function answerWithinOutage(probe: DatabaseProbe): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      void probe().then((up) => {
        if (!up && !res.headersSent) sendDatabaseUnavailable(req, res);
      });
    }, ANSWER_CHECK_MS);
    timer.unref();
    res.once("finish", () => clearTimeout(timer));
    res.once("close", () => clearTimeout(timer));
    next();
  };
}

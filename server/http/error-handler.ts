import type { ErrorRequestHandler, RequestHandler } from "express";
import { DomainError, type DomainErrorKind } from "../domain/domain-error";
import { isDatabaseUnavailable, neverReachedDatabase } from "../db/availability";
import { logger } from "../logger";
import { isDataException, isPgError, PG_ERROR } from "../db/postgres-errors";
import { isWriteAfterAnswer, logEndedAfterOutage, sendDatabaseUnavailable, wasAnsweredForOutage } from "./database-outage";
import { sendTookTooLong } from "./took-too-long";

interface BodyParserError {
  type?: string;
  status?: number;
  /** The text the JSON parser was given. */
  body?: unknown;
}

/** Whether a body the JSON parser refused is JSON all the same (null, a number, a string): only objects and arrays are taken. */
function isJsonButNoObject(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** The one place a domain error becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  stale: 412,
  gone: 410,
  "too-large": 413,
  "unsupported-type": 415,
  refused: 422,
  "limit-reached": 429,
  // nginx's "client closed request": nobody reads it, the logs do.
  cancelled: 499,
  "upstream-failed": 502,
  unavailable: 503,
  "upstream-timeout": 504,
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` });
};

/**
 * The one error middleware: 4xx as `{ message, errors? }`, anything else logged, stored (and
 * alerted, through `alerts`) and answered as a 500 carrying only the request's id.
 */
/** An unexpected error, as the error log keeps it. */
export interface UnexpectedError {
  message: string;
  stack: string | undefined;
  context: { source: string; method: string; path: string | undefined; userId: number | null; requestId: string | null };
}

/** A 5xx answer carries the request's id, which leads an admin to its log line. */
const requestIdFor = (status: number, requestId: unknown) => (status >= 500 && typeof requestId === "string" ? { requestId } : {});

export function errorHandler(recordError: (error: UnexpectedError) => Promise<unknown>): ErrorRequestHandler {
  return (err, req, res, _next) => {
    // Answered 503 while the database was frozen, the work went on when it woke: one line.
    if (res.headersSent && wasAnsweredForOutage(res)) {
      logEndedAfterOutage(req, isWriteAfterAnswer(err) ? "finished" : "failed");
      return;
    }
    if (err instanceof DomainError) {
      const { fields, details, retryAfterSeconds } = err.extras;
      const status = STATUS_OF[err.kind];
      if (retryAfterSeconds !== undefined) res.set("Retry-After", String(Math.max(1, Math.ceil(retryAfterSeconds))));
      res.status(status).json({ ...details, message: err.message, ...(fields ? { errors: fields } : {}), ...requestIdFor(status, res.locals.requestId) });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError.type === "entity.parse.failed") {
      const message = isJsonButNoObject(parserError.body) ? "The request body must be a JSON object." : "The request body is not valid JSON.";
      res.status(400).json({ message });
      return;
    }
    if (parserError.type === "entity.too.large") {
      res.status(413).json({ message: "The request body is too large (the limit is 1 MB)." });
      return;
    }
    if (typeof parserError.status === "number" && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ message: "The request could not be read." });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // A statement cut off on its way (the database stopped mid-request) may have been done.
      sendDatabaseUnavailable(req, res, !neverReachedDatabase(err));
      return;
    }
    if (isPgError(err, PG_ERROR.queryCanceled)) {
      sendTookTooLong(req, res);
      return;
    }
    // PostgreSQL's class 22 (a value it cannot store, such as a NUL byte or an integer out of
    // range): validation refuses or cleans these first; this is the net under it, so such input
    // is a 400, never a 500.
    if (isDataException(err)) {
      logger.warn({ err, path: req.originalUrl.split("?")[0] }, "input the database cannot store reached it");
      res.status(400).json({ message: "Some of what you sent can't be stored. Please check it and try again." });
      return;
    }
    const error = err instanceof Error ? err : new Error(String(err));
    const requestId = (res.locals.requestId as string | undefined) ?? null;
    const context = { source: "server", method: req.method, path: req.originalUrl.split("?")[0], userId: req.user?.id ?? null, requestId };
    logger.error({ err: error, ...context }, "unexpected error");
    recordError({ message: error.message, stack: error.stack, context }).catch((storeError) =>
      logger.error({ err: storeError }, "could not store error log"),
    );
    if (res.headersSent) return;
    // The id leads whoever reads the logs from what the comedian saw to the line.
    res.status(500).json({ message: "Something went wrong on our side. Please try again.", requestId });
  };
}

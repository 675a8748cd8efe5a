import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/availability";
import { logger } from "../logger";
import { sendDatabaseUnavailable } from "./database-outage";
import { HttpError } from "./http-error";

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * PostgreSQL's class 22 (data exception: a value it cannot store, such as a NUL byte or an
 * integer out of range). Validation refuses or cleans these first; this is the net under it,
 * so such input is a 400, never a 500.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("22");
}

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

export function errorHandler(recordError: (error: UnexpectedError) => Promise<unknown>): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof HttpError) {
      if (err.headers) res.set(err.headers);
      res.status(err.status).json({ ...err.details, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError.type === "entity.parse.failed") {
      res.status(400).json({ message: "The request body is not valid JSON." });
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
      sendDatabaseUnavailable(req, res);
      return;
    }
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

import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Db } from "../db/client";
import { insertErrorLog } from "../features/error-logs/error-log.repository";
import { logger } from "../logger";
import { HttpError } from "./http-error";

interface BodyParserError {
  type?: string;
  status?: number;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` });
};

/** The one error middleware: 4xx as `{ message, errors? }`, anything else logged, stored and answered as a bare 500. */
export function errorHandler(db: Db): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof HttpError) {
      if (err.headers) res.set(err.headers);
      res.status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
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
    const error = err instanceof Error ? err : new Error(String(err));
    const context = { method: req.method, path: req.originalUrl.split("?")[0], userId: req.user?.id ?? null };
    logger.error({ err: error, ...context }, "unexpected error");
    insertErrorLog(db, { message: error.message, stack: error.stack, severity: "high", context }).catch((storeError) =>
      logger.error({ err: storeError }, "could not store error log"),
    );
    if (res.headersSent) return;
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
}

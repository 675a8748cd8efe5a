import { Readable } from "node:stream";
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { materialApi } from "@shared/api/material";
import { exportFileName } from "@shared/material/material-export";
import { IMPORT_ITEMS_MAX, jokeNoteItem, MATERIAL_FORMAT, type ImportResult } from "@shared/material/material-file";
import { IMPORT_MAX_BYTES, IMPORT_RETRY_AFTER_SECONDS, IMPORTS_AT_ONCE, importTooLarge, PLAIN_TEXT_IMPORT_MAX_BYTES } from "@shared/material/import-limits";
import { parsePlainTextJokes } from "@shared/material/plain-text";
import { logger } from "../../logger";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { invalid, tooLarge } from "../../domain/domain-error";
import { atMostAtOnce, atMostAtOnceEach } from "../../http/at-most-at-once";
import { streamAnswer } from "../../http/stream-answer";
import { parseInput } from "../../http/validate";
import { importExportFile, importJokes } from "./material-import";
import * as material from "./material.service";

/** Plain text is read whole, up to its own limit; an export file is read as it arrives. */
const importText = express.text({ limit: PLAIN_TEXT_IMPORT_MAX_BYTES, type: "text/plain" });
const readPlainText: RequestHandler = (req, res, next) => {
  if (!req.is("text/plain")) return next();
  importText(req, res, (error) =>
    next(
      (error as { type?: string } | undefined)?.type === "entity.too.large"
        ? tooLarge(importTooLarge(false))
        : error,
    ),
  );
};

/** One import at a time per comedian: a second file of theirs waits, and leaves the others' places free. */
const oneImportEach = atMostAtOnceEach(
  (req) => req.user?.id ?? 0,
  1,
  "Your other import is still running. Please wait for it to finish: nothing was imported from this one.",
  IMPORT_RETRY_AFTER_SECONDS,
);

/** A few imports at once per instance: each holds a connection and a transaction while its file arrives. */
const importsAtOnce = atMostAtOnce(
  IMPORTS_AT_ONCE,
  "Other imports are running right now. Please try again in a moment: nothing was imported.",
  IMPORT_RETRY_AFTER_SECONDS,
);

/** Whether plain text is in fact an export file: a JSON object that says it is one. */
const looksLikeExportFile = (text: string) => /^\s*\{/.test(text) && text.slice(0, 1000).includes(`"${MATERIAL_FORMAT}"`);

/**
 * The import's body as its type says: plain text (one joke per paragraph), checked here, or an
 * export file, read by the service as it arrives. An answer given before the body was read to
 * its end closes the connection, rather than reading the rest of a large file for nothing.
 */
async function importBody(db: Db, userId: number, req: Request, res: Response): Promise<ImportResult> {
  if (typeof req.body === "string") {
    // An export file sent as plain text (a script's upload, say) is still read as the file it is.
    if (looksLikeExportFile(req.body)) return importExportFile(db, userId, Readable.from([req.body]));
    const jokes = parsePlainTextJokes(req.body);
    if (jokes.length === 0) throw invalid("The text holds no jokes: write one joke per paragraph, as setup / punchline.");
    return importJokes(db, userId, parseInput(z.array(jokeNoteItem).max(IMPORT_ITEMS_MAX), jokes));
  }
  if (!req.is("application/json")) throw invalid("Send an export file (application/json) or plain text (text/plain).");
  if (Number(req.headers["content-length"]) > IMPORT_MAX_BYTES) {
    res.set("Connection", "close");
    throw tooLarge(importTooLarge(true));
  }
  try {
    return await importExportFile(db, userId, req);
  } catch (error) {
    if (!req.readableEnded) res.set("Connection", "close");
    throw error;
  }
}

export function materialRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = materialApi.routes;

  on(api.export, async ({ userId, query, res }) => {
    const now = new Date();
    const markdown = query.format === "markdown";
    res.status(200).set({
      "Content-Type": markdown ? "text/markdown; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now, markdown ? "md" : "json")}"`,
      "X-Content-Type-Options": "nosniff",
    });
    try {
      await material.streamExport(db, userId, query.format, now, (chunks) => streamAnswer(res, chunks));
    } catch (error) {
      if (!res.headersSent) throw error;
      logger.warn({ err: error, userId }, "export stopped part-way");
    }
  });

  on(api.summary, async ({ userId }) => ({ hasMaterial: await material.hasMaterial(db, userId) }));

  on(api.import, [oneImportEach, importsAtOnce, readPlainText], ({ userId, req, res }) => importBody(db, userId, req, res));

  return router;
}

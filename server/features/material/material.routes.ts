import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import { materialApi } from "@shared/api/material";
import { exportFileName } from "@shared/material/material-export";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LABEL,
  jokeNoteItem,
  materialFileSchema,
  type MaterialFile,
} from "@shared/material/material-file";
import { parsePlainTextJokes } from "@shared/material/plain-text";
import { logger } from "../../logger";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { badRequest, HttpError } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import * as material from "./material.service";

/** Import bodies: an export file (JSON) or plain text, up to the import limit; past it 413. */
const importJson = express.json({ limit: IMPORT_MAX_BYTES });
const importText = express.text({ limit: IMPORT_MAX_BYTES, type: "text/plain" });
const tooLarge = (err: unknown) =>
  (err as { type?: string }).type === "entity.too.large"
    ? new HttpError(413, `The file is too large (the limit is ${IMPORT_MAX_LABEL}).`)
    : err;
const readImportBody: RequestHandler = (req, res, next) => {
  importJson(req, res, (jsonError) => {
    if (jsonError) return next(tooLarge(jsonError));
    importText(req, res, (textError) => next(textError ? tooLarge(textError) : undefined));
  });
};

/**
 * The import's body, read as its type says: plain text (one joke per paragraph) or an export
 * file. Checked here rather than by the contract, which cannot tell the two apart.
 */
function importedMaterial(req: Request): Partial<MaterialFile> {
  if (typeof req.body === "string") {
    const jokes = parsePlainTextJokes(req.body);
    if (jokes.length === 0) throw badRequest("The text holds no jokes: write one joke per paragraph, as setup / punchline.");
    return { jokeNotes: parseInput(z.array(jokeNoteItem).max(50_000), jokes) };
  }
  if (!req.is("application/json")) throw badRequest("Send an export file (application/json) or plain text (text/plain).");
  return parseInput(materialFileSchema, req.body);
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
    // pipeline waits while the reader is slow, and on a failure part-way destroys the
    // response, so a cut-off file never looks complete.
    try {
      await material.streamExport(db, userId, query.format, now, (chunks) => pipeline(Readable.from(chunks), res));
    } catch (error) {
      if (!res.headersSent) throw error;
      logger.warn({ err: error, userId }, "export stopped part-way");
    }
  });

  on(api.summary, async ({ userId }) => ({ hasMaterial: await material.hasMaterial(db, userId) }));

  on(api.import, [readImportBody], ({ userId, req }) => material.importMaterial(db, userId, importedMaterial(req)));

  return router;
}

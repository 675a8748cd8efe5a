import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { Router, type RequestHandler } from "express";
import { z } from "zod";
import { exportFileName } from "@shared/material/material-export";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LABEL,
  jokeNoteItem,
  materialFileSchema,
} from "@shared/material/material-file";
import { parsePlainTextJokes } from "@shared/material/plain-text";
import { currentUserId, requireUser } from "../../auth/require-user";
import { logger } from "../../logger";
import type { Db } from "../../db/client";
import { badRequest, HttpError } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import * as material from "./material.service";

const exportQuery = z.object({
  format: z.enum(["json", "markdown"], { error: "format must be json or markdown" }).default("json"),
});

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

export function materialRoutes(db: Db): Router {
  const router = Router();

  router.get("/export", requireUser, async (req, res) => {
    const { format } = parseInput(exportQuery, req.query);
    const userId = currentUserId(req);
    const now = new Date();
    const markdown = format === "markdown";
    res.status(200).set({
      "Content-Type": markdown ? "text/markdown; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now, markdown ? "md" : "json")}"`,
      "X-Content-Type-Options": "nosniff",
    });
    // pipeline waits while the reader is slow, and on a failure part-way destroys the
    // response, so a cut-off file never looks complete.
    try {
      await material.streamExport(db, userId, format, now, (chunks) => pipeline(Readable.from(chunks), res));
    } catch (error) {
      if (!res.headersSent) throw error;
      logger.warn({ err: error, userId }, "export stopped part-way");
    }
  });

  router.post("/import", requireUser, readImportBody, async (req, res) => {
    const userId = currentUserId(req);
    if (typeof req.body === "string") {
      const jokes = parsePlainTextJokes(req.body);
      if (jokes.length === 0) throw badRequest("The text holds no jokes: write one joke per paragraph, as setup / punchline.");
      const items = parseInput(z.array(jokeNoteItem).max(50_000), jokes);
      res.json(await material.importMaterial(db, userId, { jokeNotes: items }));
      return;
    }
    if (!req.is("application/json")) throw badRequest("Send an export file (application/json) or plain text (text/plain).");
    const file = parseInput(materialFileSchema, req.body);
    res.json(await material.importMaterial(db, userId, file));
  });

  return router;
}

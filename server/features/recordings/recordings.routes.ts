import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { jokeNotesApi } from "@shared/api/joke-notes";
import {
  chunkParams,
  createRecordingSchema,
  finishRecordingSchema,
  recordingIdParams,
  replaceBitsSchema,
  replaceLaughsSchema,
} from "@shared/recordings/recording-input";
import { CHUNK_BYTES_MAX } from "@shared/recordings/recording-limits";
import { currentUserId, requireUser } from "../../auth/require-user";
import { contractRoutes } from "../../http/api-route";
import { HttpError } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import { logger } from "../../logger";
import * as recordings from "./recordings.service";

/** A finished set's features (60 minutes ≈ 1–2 MB of JSON) need more room than the API's 1 MB. */
export const FINISH_BODY_LIMIT = "16mb";

const tooLarge = (message: string) => (err: unknown) =>
  (err as { type?: string }).type === "entity.too.large" ? new HttpError(413, message) : err;
const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

const finishJson = express.json({ limit: FINISH_BODY_LIMIT });
const readFinishBody: RequestHandler = (req, res, next) =>
  finishJson(req, res, (err) => next(err ? tooLarge("The finished recording's details are too large (the limit is 16 MB).")(err) : undefined));

const chunkRaw = express.raw({ type: () => true, limit: CHUNK_BYTES_MAX });
/** A chunk's bytes, whatever their type (already checked); past 10 MB a 413. */
const readChunk = (req: Request, res: Response) =>
  new Promise<Buffer>((resolve, reject) => {
    chunkRaw(req, res, (err) => {
      if (err) reject(asError(tooLarge("A chunk can be at most 10 MB.")(err)));
      else resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });

/**
 * Paths under /api whose bodies these routes read themselves, once the comedian is known (a
 * chunk's raw audio, finish's larger JSON): the API's own parsers leave them alone.
 */
export const OWN_BODY_PATHS = /^\/recordings\/[^/]+\/(?:chunks\/[^/]+|finish)\/?$/;

/** Recordings: /api/recordings, and a joke's takes at /api/joke-notes/{id}/takes. */
export function recordingRoutes(deps: recordings.RecordingDeps): Router {
  const router = Router();
  const id = (params: unknown) => parseInput(recordingIdParams, params).id;

  // Declared with the joke notes' routes: the path is the joke's.
  contractRoutes(router, "/api")(jokeNotesApi.routes.takes, ({ userId, params }) => recordings.jokeTakes(deps, userId, params.id));

  router.use("/recordings", requireUser);

  router.post("/recordings", async (req, res) => {
    const input = parseInput(createRecordingSchema, req.body);
    res.status(201).json(await recordings.createRecording(deps, currentUserId(req), input));
  });

  router.get("/recordings", async (req, res) => {
    res.json({ recordings: await recordings.listRecordings(deps, currentUserId(req)) });
  });

  router.get("/recordings/:id", async (req, res) => {
    res.json(await recordings.getRecording(deps, currentUserId(req), id(req.params)));
  });

  router.put("/recordings/:id/chunks/:seq", async (req, res) => {
    const { id: recordingId, seq } = parseInput(chunkParams, req.params);
    const userId = currentUserId(req);
    // Checked before the bytes are read: someone else's recording never costs a 10 MB read.
    if (await recordings.checkChunk(deps, userId, recordingId, seq, req.get("content-type") ?? "")) {
      res.json({ message: "This chunk had already arrived." });
      return;
    }
    const body = await readChunk(req, res);
    res.json(await recordings.storeChunk(deps, userId, recordingId, seq, body));
  });

  router.post("/recordings/:id/finish", readFinishBody, async (req, res) => {
    const recordingId = id(req.params);
    const input = parseInput(finishRecordingSchema, req.body);
    res.json(await recordings.finishRecording(deps, currentUserId(req), recordingId, input));
  });

  router.put("/recordings/:id/laughs", async (req, res) => {
    const recordingId = id(req.params);
    const { laughs } = parseInput(replaceLaughsSchema, req.body);
    res.json(await recordings.replaceLaughs(deps, currentUserId(req), recordingId, laughs));
  });

  router.put("/recordings/:id/bits", async (req, res) => {
    const recordingId = id(req.params);
    const { bits } = parseInput(replaceBitsSchema, req.body);
    res.json(await recordings.replaceBits(deps, currentUserId(req), recordingId, bits));
  });

  router.delete("/recordings/:id", async (req, res) => {
    await recordings.deleteRecording(deps, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  // The chunks laid end to end, streamed from the store; one byte range (206) when asked.
  router.get("/recordings/:id/audio", async (req, res) => {
    const recordingId = id(req.params);
    const audio = await recordings.audioOf(deps, currentUserId(req), recordingId);
    res.set({ "Accept-Ranges": "bytes", "Content-Type": audio.mimeType });
    let start = 0;
    let end = audio.size - 1;
    const ranges = req.get("range") === undefined ? undefined : req.range(audio.size, { combine: true });
    if (ranges === -1) {
      res.status(416).set("Content-Range", `bytes */${audio.size}`).end();
      return;
    }
    // Several ranges, a malformed header or another unit: the whole audio, as RFC 9110 allows.
    if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 && ranges[0]) {
      ({ start, end } = ranges[0]);
      res.status(206).set("Content-Range", `bytes ${start}-${end}/${audio.size}`);
    }
    res.set("Content-Length", String(audio.size === 0 ? 0 : end - start + 1));
    if (req.method === "HEAD" || audio.size === 0) {
      res.end();
      return;
    }
    // The pipeline's own listeners join those of compression, the session and the request log.
    res.setMaxListeners(20);
    try {
      await pipeline(Readable.from(recordings.audioBytes(deps, recordingId, audio.pieces, start, end)), res);
    } catch (error) {
      // The listener left (a player seeking does that all the time): nothing went wrong.
      if ((error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE" || res.destroyed) return;
      // The store failed part-way: before the first byte that is an error answer, after it a cut-off one.
      if (!res.headersSent) throw error;
      logger.warn({ err: error, recordingId }, "recording audio stopped part-way");
    }
  });

  return router;
}

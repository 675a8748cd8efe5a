import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { recordingsApi } from "@shared/api/recordings";
import { idempotencyKeySchema } from "@shared/joke-notes/joke-note-input";
import { CHUNK_BYTES_MAX } from "@shared/recordings/recording-limits";
import { contractRoutes, reply } from "../../http/api-route";
import { parseInput } from "../../http/validate";
import { tooLarge } from "../../domain/domain-error";
import { logger } from "../../logger";
import * as laughMeter from "./laugh-meter.service";
import * as analysis from "./recording-analysis.service";
import * as audioStore from "./recording-audio.service";
import * as recordings from "./recordings.service";

/** A finished set's features (60 minutes ≈ 1–2 MB of JSON) need more room than the API's 1 MB. */
export const FINISH_BODY_LIMIT = "16mb";

/** A body the parser cut off at its limit, as a 413 with `message`; any other error as it is. */
const tooLargeAs = (message: string) => (err: unknown) =>
  (err as { type?: string }).type === "entity.too.large" ? tooLarge(message) : err;
const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

const finishJson = express.json({ limit: FINISH_BODY_LIMIT });
const readFinishBody: RequestHandler = (req, res, next) =>
  finishJson(req, res, (err) => next(err ? tooLargeAs("The finished recording's details are too large (the limit is 16 MB).")(err) : undefined));

const chunkRaw = express.raw({ type: () => true, limit: CHUNK_BYTES_MAX });
/** A chunk's bytes, whatever their type (already checked); past 10 MB a 413. */
const readChunk = (req: Request, res: Response) =>
  new Promise<Buffer>((resolve, reject) => {
    chunkRaw(req, res, (err) => {
      if (err) reject(asError(tooLargeAs("A chunk can be at most 10 MB.")(err)));
      else resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });

/**
 * Paths under /api whose bodies these routes read themselves, once the comedian is known (a
 * chunk's raw audio, finish's larger JSON): the API's own parsers leave them alone.
 */
export const OWN_BODY_PATHS = /^\/recordings\/[^/]+\/(?:chunks\/[^/]+|finish)\/?$/;

/** Recordings: /api/recordings, and a joke's takes at /api/joke-notes/{id}/takes. */
export function recordingRoutes(deps: recordings.RecordingDeps & { onAudioComplete?: () => void }): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = recordingsApi.routes;

  on(api.takes, ({ userId, params }) => recordings.jokeTakes(deps, userId, params.id));
  on(api.create, async ({ userId, body, req }) => {
    const idempotencyKey = parseInput(idempotencyKeySchema, req.get("Idempotency-Key"));
    if (!idempotencyKey) return reply(201, await recordings.createRecording(deps, userId, body));
    const { id, created } = await recordings.createRecordingOnce(deps, userId, idempotencyKey, body);
    // A retry (its first answer lost) is answered with the recording its first try made.
    return reply(created ? 201 : 200, { id });
  });
  on(api.list, async ({ userId }) => ({ recordings: await recordings.listRecordings(deps, userId) }));
  on(api.get, ({ userId, params }) => recordings.getRecording(deps, userId, params.id));

  on(api.putChunk, async ({ userId, params, req, res }) => {
    // Checked before the bytes are read: someone else's recording never costs a 10 MB read.
    if (await audioStore.checkChunk(deps, userId, params.id, params.seq, req.get("content-type") ?? "")) {
      return { message: "This chunk had already arrived." };
    }
    const body = await readChunk(req, res);
    const stored = await audioStore.storeChunk(deps, userId, params.id, params.seq, body);
    if (stored.audioStatus === "complete") deps.onAudioComplete?.();
    return stored;
  });

  on(api.finish, [readFinishBody], async ({ userId, params, body }) => {
    const finished = await analysis.finishRecording(deps, userId, params.id, body);
    if (finished.audioStatus === "complete") deps.onAudioComplete?.();
    return finished;
  });
  on(api.replaceLaughs, ({ userId, params, body }) => analysis.replaceLaughs(deps, userId, params.id, body.laughs));
  on(api.replaceApplause, ({ userId, params, body }) => analysis.replaceApplause(deps, userId, params.id, body.applause));
  on(api.replaceBits, ({ userId, params, body }) => analysis.replaceBits(deps, userId, params.id, body.bits));
  on(api.remove, ({ userId, params }) => recordings.deleteRecording(deps, userId, params.id));
  on(api.audio, ({ userId, params, req, res }) => sendAudio(deps, userId, params.id, req, res));
  on(api.meter, ({ userId }) => laughMeter.laughMeter(deps, userId));
  on(api.resetMeter, ({ userId }) => laughMeter.resetLaughMeter(deps, userId));

  return router;
}

/** The chunks laid end to end, streamed from the store; one byte range (206) when asked. */
async function sendAudio(deps: recordings.RecordingDeps, userId: number, recordingId: number, req: Request, res: Response): Promise<void> {
  const audio = await audioStore.audioOf(deps, userId, recordingId);
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
    await pipeline(Readable.from(audioStore.audioBytes(deps, recordingId, audio.pieces, start, end)), res);
  } catch (error) {
    // The listener left (a player seeking does that all the time): nothing went wrong.
    if ((error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE" || res.destroyed) return;
    // The store failed part-way: before the first byte that is an error answer, after it a cut-off one.
    if (!res.headersSent) throw error;
    logger.warn({ err: error, recordingId }, "recording audio stopped part-way");
  }
}

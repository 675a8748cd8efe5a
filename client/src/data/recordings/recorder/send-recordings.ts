import { failureOutcome } from "@shared/joke-notes/offline-writes";
import type { FinishRecordingInput } from "@shared/recordings/recording-input";
import { createRecording, finishRecording, putRecordingChunk } from "@/data/recordings/endpoints";
import { ApiError } from "@/data/http/api-error";
import { isNetworkFailure } from "@/data/http/network-failure";
import { bitSegments } from "./bit-timeline";
import { afterFailure, afterSuccess, endOrphan, isDone, nextStep, type RecordingUpload } from "./upload-plan";
import { changeUpload, dropChunk, dropChunks, dropFeatures, readChunk, readFeatures, readUploads } from "./upload-store";

/** A finished upload is remembered this long (the set's "How did it go?" finds its recording by it). */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;

const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** Recordings being made in this tab right now: never taken for a closed tab's. */
const liveHere = new Set<string>();
export const markLive = (localKey: string, live: boolean) => (live ? liveHere.add(localKey) : liveHere.delete(localKey));

/** Whether a tab (this one or another) is still recording it: it holds the recording's lock. */
async function isLive(localKey: string): Promise<boolean> {
  if (liveHere.has(localKey)) return true;
  if (!navigator.locks?.query) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === recordingLockName(localKey));
}
export const recordingLockName = (localKey: string) => `comedy-toolkit-recording:${localKey}`;

async function finishBody(upload: RecordingUpload, plain: boolean): Promise<FinishRecordingInput> {
  const durationMs = Math.max(upload.durationMs ?? upload.keptMs, 1);
  const features = plain ? undefined : await readFeatures(upload.localKey, upload.chunksKept);
  return {
    durationMs,
    chunkCount: Math.max(upload.chunksKept, 1),
    bits: plain ? [] : bitSegments(upload.marks, durationMs),
    ...(features && features.levelDb.length > 0 ? { features } : {}),
  };
}

/**
 * One step for one recording. Returns whether to go on ("next": it moved; "stop": the network
 * is away, try later; "skip": this recording waits, others may go on).
 */
async function step(upload: RecordingUpload, all: boolean): Promise<"next" | "stop" | "skip"> {
  const planned = nextStep(upload, Date.now(), all);
  const key = upload.localKey;
  try {
    switch (planned.kind) {
      case "create": {
        // The recording's own key on this device: a retry whose first answer was lost gets the same recording back.
        const { id } = await createRecording(
          { body: { setListId: upload.setListId, startedAt: upload.startedAt, mimeType: upload.mimeType } },
          { headers: { "Idempotency-Key": upload.localKey } },
        );
        await changeUpload(key, (u) => afterSuccess(u, { serverId: id }));
        return "next";
      }
      case "chunk": {
        const audio = (await readChunk(key, planned.seq)) ?? new Blob([], { type: upload.mimeType });
        const chunk = { params: { id: upload.serverId ?? 0, seq: planned.seq }, body: audio };
        await putRecordingChunk(chunk, { headers: { "Content-Type": upload.mimeType } });
        await changeUpload(key, (u) => afterSuccess(u, { chunksSent: Math.max(u.chunksSent, planned.seq + 1) }));
        await dropChunk(key, planned.seq);
        return "next";
      }
      case "finish": {
        await finishOrPlain(upload);
        await changeUpload(key, (u) => afterSuccess(u, { finishSent: true }));
        await dropFeatures(key, upload.chunksKept);
        return "next";
      }
      default:
        return "skip";
    }
  } catch (error) {
    return afterError(upload, planned.kind, error);
  }
}

/** A finish refused as it is (a bit of a joke deleted since, say) goes again with the audio's facts only. */
async function finishOrPlain(upload: RecordingUpload): Promise<void> {
  const id = upload.serverId ?? 0;
  try {
    await finishRecording({ params: { id }, body: await finishBody(upload, false) });
  } catch (error) {
    if (statusOf(error) !== 400) throw error;
    await finishRecording({ params: { id }, body: await finishBody(upload, true) });
  }
}

async function afterError(upload: RecordingUpload, kind: string, error: unknown): Promise<"stop" | "skip" | "next"> {
  const status = statusOf(error);
  const key = upload.localKey;
  // A create answered 404 met a server without recordings yet (mid-deploy): the audio waits for one that has them.
  if (failureOutcome(status) === "retry" || (kind === "create" && status === 404)) {
    await changeUpload(key, (u) => afterFailure(u, Date.now()));
    return isNetworkFailure(error) || status === 401 ? "stop" : "skip";
  }
  // Refused for good. The recording is gone on the server (404), or never could be made
  // (400, 415): nothing more will be taken, so the device lets go of it.
  if (status === 404 || kind === "create") {
    await dropChunks(key, upload.chunksSent, upload.chunksKept);
    await dropFeatures(key, upload.chunksKept);
    await changeUpload(key, () => undefined);
    return "next";
  }
  // Its audio is already complete there (409), or this one piece is refused: move past it.
  if (kind === "chunk") {
    const seq = upload.chunksSent;
    await changeUpload(key, (u) => afterSuccess(u, { chunksSent: status === 409 ? u.chunksKept : Math.max(u.chunksSent, seq + 1) }));
    await (status === 409 ? dropChunks(key, seq, upload.chunksKept) : dropChunk(key, seq));
  } else {
    await changeUpload(key, (u) => afterSuccess(u, { finishSent: true }));
  }
  return "next";
}

/** Sends what `userId`'s recordings have waiting, oldest first, in order, until the network stops answering. */
async function sendAll(userId: number, all: boolean): Promise<void> {
  const now = Date.now();
  const uploads = Object.values(await readUploads()).filter((u) => u.userId === userId);
  for (const upload of uploads) {
    if (isDone(upload) && now - Date.parse(upload.startedAt) > KEEP_DONE_MS) await changeUpload(upload.localKey, () => undefined);
    else if (upload.state === "recording" && !(await isLive(upload.localKey))) await changeUpload(upload.localKey, endOrphan);
  }
  const skipped = new Set<string>();
  for (let guard = 0; guard < 200_000; guard++) {
    const upload = Object.values(await readUploads())
      .filter((u) => u.userId === userId && !skipped.has(u.localKey))
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
      .find((u) => !["done", "idle", "wait"].includes(nextStep(u, Date.now(), all).kind));
    if (!upload) return;
    const outcome = await step(upload, all);
    if (outcome === "stop") return;
    if (outcome === "skip") skipped.add(upload.localKey);
  }
}

let round: Promise<void> | undefined;
let again: { userId: number; all: boolean } | undefined;

/**
 * One round of sending, one at a time in this tab and (with Web Locks) across tabs. Asked for
 * while a round runs, another follows it, so a chunk kept meanwhile is not left waiting.
 */
export function sendRecordings(userId: number, { all = false } = {}): Promise<void> {
  if (round) {
    again = { userId, all: all || (again?.all ?? false) };
    return round;
  }
  round = (async () => {
    try {
      const run = () => sendAll(userId, all);
      if (navigator.locks) await navigator.locks.request("comedy-toolkit-recording-sync", run);
      else await run();
    } finally {
      round = undefined;
    }
    const next = again;
    again = undefined;
    if (next) await sendRecordings(next.userId, { all: next.all });
  })();
  return round;
}

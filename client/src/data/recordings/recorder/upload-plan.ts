import { retryDelayMs } from "@shared/joke-notes/offline-writes";
import type { ScreenMark } from "./bit-timeline";

/**
 * A recording on this device and how far its upload has got. Kept in IndexedDB beside its
 * chunks (each its own entry) until the server has everything. Pure rules here; the store
 * keeps them and the sender acts on them.
 */
export interface RecordingUpload {
  /** This device's name for it, before (and after) the server gives it an id. */
  localKey: string;
  userId: number;
  serverId: number | null;
  setListId: number | null;
  startedAt: string;
  mimeType: string;
  /** "recording": chunks are still coming (in this tab, or in a tab that was closed). */
  state: "recording" | "stopped";
  /** Chunks kept so far: 0..chunksKept-1. */
  chunksKept: number;
  /** Chunks the server has: 0..chunksSent-1 (sent in order). */
  chunksSent: number;
  /** Ms from the start to the end of the last chunk kept (how long the audio kept is). */
  keptMs: number;
  /** Which bit was on screen when. */
  marks: ScreenMark[];
  /** Set when stopped: how long it ran. */
  durationMs: number | null;
  finishSent: boolean;
  /** Failed tries in a row, and when the next may be made (epoch ms). */
  attempts: number;
  notBefore: number;
}

export type UploadStep =
  | { kind: "create" }
  | { kind: "chunk"; seq: number }
  | { kind: "finish" }
  | { kind: "wait"; until: number }
  /** Everything kept so far is sent; more chunks are still coming. */
  | { kind: "idle" }
  | { kind: "done" };

/** What to send next for `upload` (`all`: ignore the back-off, as when the network comes back). */
export function nextStep(upload: RecordingUpload, now: number, all = false): UploadStep {
  if (isDone(upload)) return { kind: "done" };
  if (!all && upload.notBefore > now) return { kind: "wait", until: upload.notBefore };
  if (upload.serverId === null) return { kind: "create" };
  if (upload.chunksSent < upload.chunksKept) return { kind: "chunk", seq: upload.chunksSent };
  if (upload.state === "stopped" && !upload.finishSent) return { kind: "finish" };
  return { kind: "idle" };
}

/** The server has it all: the recording, every chunk, and its finish. */
export const isDone = (upload: RecordingUpload): boolean =>
  upload.serverId !== null && upload.state === "stopped" && upload.finishSent && upload.chunksSent >= upload.chunksKept;

/** Chunks kept on the device that the server does not have yet. */
export const chunksWaiting = (upload: RecordingUpload): number => Math.max(0, upload.chunksKept - upload.chunksSent);

/** After a try that failed in a way worth repeating: wait longer each time (2 s doubling, at most 5 minutes). */
export const afterFailure = (upload: RecordingUpload, now: number): RecordingUpload => ({
  ...upload,
  attempts: upload.attempts + 1,
  notBefore: now + retryDelayMs(upload.attempts + 1),
});

/** After anything the server took: tries start afresh. */
export const afterSuccess = (upload: RecordingUpload, change: Partial<RecordingUpload>): RecordingUpload => ({
  ...upload,
  ...change,
  attempts: 0,
  notBefore: 0,
});

/**
 * A recording whose tab went away mid-set (closed, reloaded, crashed): it ends where its last
 * kept chunk ends, and is finished with what was kept.
 */
export const endOrphan = (upload: RecordingUpload): RecordingUpload =>
  upload.state === "stopped" ? upload : { ...upload, state: "stopped", durationMs: Math.max(upload.keptMs, 1) };

/** When the next of these uploads waiting for a retry falls due, if any. */
export function nextDueAt(uploads: readonly RecordingUpload[], now: number): number | undefined {
  const times = uploads.flatMap((upload) => {
    const step = nextStep(upload, now);
    return step.kind === "wait" ? [step.until] : [];
  });
  return times.length > 0 ? Math.min(...times) : undefined;
}

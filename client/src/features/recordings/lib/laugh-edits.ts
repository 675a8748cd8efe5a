import type { TimeSpan } from "@shared/recordings/recording-dto";

/** A laugh the comedian adds lasts this long until they change it; an applause break this long. */
export const NEW_LAUGH_MS = 1_500;
export const NEW_APPLAUSE_MS = 3_000;
/** The shortest a laugh can be made. */
export const MIN_LAUGH_MS = 250;
/** One arrow key press moves a laugh, or one of its ends, this far. */
export const LAUGH_NUDGE_MS = 250;

/** The laughs after an edit, in time order, and where the edited one now sits (-1 when none). */
export interface LaughEdit {
  laughs: TimeSpan[];
  index: number;
}

const byTime = (a: TimeSpan, b: TimeSpan) => a.startMs - b.startMs || a.endMs - b.endMs;
const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

function placed(laughs: TimeSpan[], edited: TimeSpan): LaughEdit {
  const sorted = [...laughs].sort(byTime);
  return { laughs: sorted, index: sorted.indexOf(edited) };
}

/** Laughs in time order (the server's may come in any order). */
export const sortLaughs = (laughs: readonly TimeSpan[]): TimeSpan[] => [...laughs].sort(byTime);

/** A new laugh (or mark of `lengthMs`) starting at `atMs` (moved back to fit when it would run past the end). */
export function addLaugh(laughs: readonly TimeSpan[], atMs: number, durationMs: number, lengthMs = NEW_LAUGH_MS): LaughEdit {
  const length = Math.min(lengthMs, durationMs);
  const startMs = Math.round(clamp(atMs, 0, durationMs - length));
  const laugh = { startMs, endMs: startMs + length };
  return placed([...laughs, laugh], laugh);
}

/** The laugh at `index` moved by `deltaMs`, whole, kept inside the recording. */
export function moveLaugh(laughs: readonly TimeSpan[], index: number, deltaMs: number, durationMs: number): LaughEdit {
  const laugh = laughs[index];
  if (!laugh) return { laughs: [...laughs], index: -1 };
  const length = laugh.endMs - laugh.startMs;
  const startMs = Math.round(clamp(laugh.startMs + deltaMs, 0, durationMs - length));
  const moved = { startMs, endMs: startMs + length };
  return placed(laughs.map((l, i) => (i === index ? moved : l)), moved);
}

/** One end of the laugh at `index` moved by `deltaMs`, keeping it at least MIN_LAUGH_MS long and inside the recording. */
export function resizeLaugh(laughs: readonly TimeSpan[], index: number, edge: "start" | "end", deltaMs: number, durationMs: number): LaughEdit {
  const laugh = laughs[index];
  if (!laugh) return { laughs: [...laughs], index: -1 };
  const resized =
    edge === "start"
      ? { startMs: Math.round(clamp(laugh.startMs + deltaMs, 0, laugh.endMs - MIN_LAUGH_MS)), endMs: laugh.endMs }
      : { startMs: laugh.startMs, endMs: Math.round(clamp(laugh.endMs + deltaMs, laugh.startMs + MIN_LAUGH_MS, durationMs)) };
  return placed(laughs.map((l, i) => (i === index ? resized : l)), resized);
}

/** The laughs without the one at `index`. */
export function removeLaugh(laughs: readonly TimeSpan[], index: number): TimeSpan[] {
  return laughs.filter((_, i) => i !== index);
}

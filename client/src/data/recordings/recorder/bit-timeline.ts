import type { BitSegmentInput } from "@shared/recordings/recording-input";

/** A bit coming on screen while recording: which, and when (ms from the recording's start). */
export interface ScreenMark {
  jokeNoteId: number;
  startMs: number;
}

/**
 * Notes that `jokeNoteId` came on screen at `atMs`. The same bit again with nothing between
 * (a re-render, a text size change) changes nothing; going back to an earlier bit is a new mark.
 */
export function markBit(marks: readonly ScreenMark[], jokeNoteId: number, atMs: number): ScreenMark[] {
  const last = marks[marks.length - 1];
  if (last?.jokeNoteId === jokeNoteId) return [...marks];
  const startMs = Math.max(Math.round(atMs), last?.startMs ?? 0, 0);
  return [...marks, { jokeNoteId, startMs }];
}

/**
 * The bits' stretches of a recording `endMs` long: each bit lasts until the next one comes on
 * screen or the recording stops. Stretches of no length, past the end, or of a joke the server
 * does not know yet (a note still waiting to be saved has a negative id) are left out.
 */
export function bitSegments(marks: readonly ScreenMark[], endMs: number): BitSegmentInput[] {
  const end = Math.max(0, Math.round(endMs));
  return marks.flatMap((mark, i) => {
    const startMs = Math.min(mark.startMs, end);
    const segmentEnd = Math.min(marks[i + 1]?.startMs ?? end, end);
    return segmentEnd > startMs && mark.jokeNoteId > 0 ? [{ jokeNoteId: mark.jokeNoteId, startMs, endMs: segmentEnd }] : [];
  });
}

/** The timeline's SVG draws in a 1000 × 100 box stretched to its width. */
export const VIEW_W = 1000;
export const VIEW_H = 100;
/** Levels at or under this are drawn as silence. */
export const FLOOR_DB = -60;

/** Where `ms` sits across the recording, as a percentage (0..100), for CSS and the SVG alike. */
export function percentOf(ms: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.min(100, Math.max(0, (ms / durationMs) * 100));
}

/** The place in the recording under a pointer at `clientX` on a timeline spanning [left, left + width). */
export function pointerToMs(clientX: number, left: number, width: number, durationMs: number): number {
  if (width <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, (clientX - left) / width));
  return Math.round(fraction * durationMs);
}

/**
 * The level envelope as an SVG path: a filled shape mirrored about the middle, one point per
 * frame (dBFS mapped from FLOOR_DB..0 to nothing..full height). Empty without frames.
 */
export function envelopePath(envelope: readonly number[], frameMs: number, durationMs: number): string {
  if (envelope.length === 0 || durationMs <= 0) return "";
  const mid = VIEW_H / 2;
  const points = envelope.map((db, i) => {
    const x = Math.min(VIEW_W, (((i + 0.5) * frameMs) / durationMs) * VIEW_W);
    const level = Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
    return { x: Math.round(x * 10) / 10, h: Math.round(level * mid * 10) / 10 };
  });
  const top = points.map((p) => `${p.x},${mid - p.h}`);
  const bottom = [...points].reverse().map((p) => `${p.x},${mid + p.h}`);
  return `M${top.join("L")}L${bottom.join("L")}Z`;
}

/**
 * Fewer, louder frames for drawing: the loudest level of each run of frames, so a long set
 * draws at most `maxPoints` points and no peak is lost.
 */
export function envelopeFromLevels(levelDb: readonly number[], frameMs: number, maxPoints = 1_500): { envelope: number[]; envelopeFrameMs: number } {
  const per = Math.max(1, Math.ceil(levelDb.length / maxPoints));
  const envelope: number[] = [];
  for (let i = 0; i < levelDb.length; i += per) {
    let peak = -Infinity;
    for (let j = i; j < Math.min(i + per, levelDb.length); j++) peak = Math.max(peak, levelDb[j]!);
    envelope.push(peak);
  }
  return { envelope, envelopeFrameMs: frameMs * per };
}

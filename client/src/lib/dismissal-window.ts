export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Whether a prompt dismissed at `storedAt` (milliseconds since the epoch, as kept in
 * localStorage; null when never) is still within its `windowMs` at `now`. Anything
 * unreadable counts as never dismissed, so the prompt shows again rather than never.
 */
export function isWithinDismissal(storedAt: string | null, now: number, windowMs: number): boolean {
  if (storedAt === null || storedAt.trim() === "") return false;
  const at = Number(storedAt);
  return Number.isFinite(at) && at > 0 && now - at < windowMs;
}

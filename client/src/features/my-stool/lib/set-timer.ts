/** Set lengths offered in minutes; 0 means no limit (the clock just counts up). */
export const setLengthOptions = [0, 3, 5, 7, 10, 15, 20] as const;
export type SetMinutes = (typeof setLengthOptions)[number];
export const DEFAULT_SET_MINUTES: SetMinutes = 0;

/** "The light": the host's signal that one minute is left. */
export const LIGHT_MS = 60_000;

export type TimerPhase = "free" | "on" | "light" | "over";

export function readSetMinutes(raw: string | null | undefined): SetMinutes {
  const value = Number(raw);
  return (setLengthOptions as readonly number[]).includes(value) ? (value as SetMinutes) : DEFAULT_SET_MINUTES;
}

/** m:ss, e.g. 0:07, 4:59, 12:00 (whole seconds, rounded down). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

export const setLengthLabel = (minutes: SetMinutes): string => (minutes === 0 ? "No limit" : formatClock(minutes * 60_000));

/** Where the set stands: no limit, running, one minute or less left, or over time. */
export function timerPhase(elapsedMs: number, minutes: number): TimerPhase {
  if (minutes === 0) return "free";
  const left = minutes * 60_000 - elapsedMs;
  if (left <= 0) return "over";
  return left <= LIGHT_MS ? "light" : "on";
}

/** Time left, counted down by whole seconds (5:00 until a full second has gone). */
export function remainingMs(elapsedMs: number, minutes: number): number {
  const left = minutes * 60_000 - elapsedMs;
  return left <= 0 ? 0 : Math.ceil(left / 1000) * 1000;
}

/** The countdown beside the clock: "4:30 left", then "+0:10 over"; null without a set length. */
export function countdownText(elapsedMs: number, minutes: number): string | null {
  if (minutes === 0) return null;
  const over = elapsedMs - minutes * 60_000;
  return over >= 0 ? `+${formatClock(over)} over` : `${formatClock(remainingMs(elapsedMs, minutes))} left`;
}

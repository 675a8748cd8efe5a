/** History state of a Joke Notes entry the Joke Lab opened a note in. */
export const OPENED_FROM_LAB = { openedFrom: "joke-lab" } as const;

/** Whether the page on screen was reached from the Joke Lab (its history entry says so). */
export function openedFromLab(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as { openedFrom?: unknown }).openedFrom === "joke-lab";
}

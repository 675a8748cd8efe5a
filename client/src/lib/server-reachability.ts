/**
 * Whether the server answers: set by every API request (no answer at all, or 503 while its
 * database is away, is "unreachable"; any other answer is "reached"). The app shell shows a
 * calm notice while it is unreachable; when the server answers again, `SERVER_BACK_EVENT`
 * fires on window, so writes kept on the device are sent at once.
 */
export const SERVER_BACK_EVENT = "toolkit:server-back";

type Listener = () => void;
let unreachable = false;
const listeners = new Set<Listener>();

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
  if (!value && typeof window !== "undefined") window.dispatchEvent(new Event(SERVER_BACK_EVENT));
}

export const reportUnreachable = (): void => set(true);
export const reportReached = (): void => set(false);
export const isUnreachable = (): boolean => unreachable;

export function subscribeToReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

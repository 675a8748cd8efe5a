import type { QueryClient } from "@tanstack/react-query";
import { nextDueAt } from "@shared/joke-notes/offline-writes";
import { SERVER_BACK_EVENT } from "@/lib/server-reachability";
import { currentQueue, readQueue, subscribeToQueue } from "./queued-writes-store";
import { syncQueuedWrites } from "./sync-queued-writes";

/**
 * Sends the signed-in comedian's writes kept on the device: now (the app has just started or
 * someone signed in), whenever the browser says the network is back, and whenever a write
 * waiting for another try falls due, whenever the server answers again after an outage (a new one is first tried 2 s after it failed). Returns
 * the stop.
 */
export function startOfflineSync(queryClient: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let sending = false;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || sending) return;
    const at = nextDueAt(currentQueue(), userId);
    if (at !== undefined) timer = setTimeout(() => void sync(false), Math.max(at - Date.now(), 0) + 50);
  };
  /** `all`: every write, however long its back-off (the app started, the network came back). */
  const sync = async (all: boolean) => {
    clearTimeout(timer);
    sending = true;
    try {
      await syncQueuedWrites(queryClient, userId, { all });
    } finally {
      sending = false;
    }
    schedule();
  };
  const onOnline = () => void sync(true);

  const unsubscribe = subscribeToQueue(schedule);
  window.addEventListener("online", onOnline);
  window.addEventListener(SERVER_BACK_EVENT, onOnline);
  void readQueue().then(() => sync(true));
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener("online", onOnline);
    window.removeEventListener(SERVER_BACK_EVENT, onOnline);
  };
}

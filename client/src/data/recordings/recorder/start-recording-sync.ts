import { nextDueAt } from "./upload-plan";
import { currentUploads, readUploads, subscribeToUploads } from "./upload-store";
import { sendRecordings } from "./send-recordings";

/**
 * Sends the signed-in comedian's recordings kept on the device: now (the app has just started:
 * chunks left by a closed tab or a reload go first), whenever the browser says the network is
 * back, and whenever a retry falls due. Returns the stop.
 */
export function startRecordingSync(userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    const mine = Object.values(currentUploads()).filter((u) => u.userId === userId);
    const at = nextDueAt(mine, Date.now());
    if (at !== undefined) timer = setTimeout(() => void sync(false), Math.max(at - Date.now(), 0) + 50);
  };
  const sync = async (all: boolean) => {
    clearTimeout(timer);
    await sendRecordings(userId, { all });
    schedule();
  };
  const onOnline = () => void sync(true);

  const unsubscribe = subscribeToUploads(schedule);
  window.addEventListener("online", onOnline);
  void readUploads().then(() => sync(true));
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener("online", onOnline);
  };
}

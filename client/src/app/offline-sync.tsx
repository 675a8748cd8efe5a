import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterLoadWhenIdle } from "@/lib/after-load-when-idle";
import { useAuth } from "@/data/account/auth-provider";

/**
 * While someone is signed in, their joke-note writes and their recordings' audio kept on the
 * device are sent (at start, so chunks left by a closed tab or a reload go too; when the
 * network returns; on each retry). The senders load once the page has loaded and the browser
 * has a quiet moment (within 3 s), never in the first screen's way.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId === undefined || !("indexedDB" in window)) return;
    const stops: (() => void)[] = [];
    let cancelled = false;
    const cancelStart = afterLoadWhenIdle(() => {
      void import("@/features/joke-notes/offline/start-offline-sync").then(({ startOfflineSync }) => {
        if (!cancelled) stops.push(startOfflineSync(queryClient, userId));
      });
      void import("@/data/recordings/recorder/start-recording-sync").then(({ startRecordingSync }) => {
        if (!cancelled) stops.push(startRecordingSync(userId));
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);
  return null;
}

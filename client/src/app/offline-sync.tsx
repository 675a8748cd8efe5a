import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "@/lib/auth/auth-provider";

/**
 * While someone is signed in, their joke-note writes and their recordings' audio kept on the
 * device are sent (at start, so chunks left by a closed tab or a reload go too; when the
 * network returns; on each retry). The senders load after the first screen, never in its way.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId === undefined || !("indexedDB" in window)) return;
    const stops: (() => void)[] = [];
    let cancelled = false;
    void import("@/features/joke-notes/offline/start-offline-sync").then(({ startOfflineSync }) => {
      if (!cancelled) stops.push(startOfflineSync(queryClient, userId));
    });
    void import("@/lib/recording/start-recording-sync").then(({ startRecordingSync }) => {
      if (!cancelled) stops.push(startRecordingSync(userId));
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);
  return null;
}

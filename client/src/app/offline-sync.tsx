import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "@/lib/auth/auth-provider";

/**
 * While someone is signed in, their joke-note writes kept on the device are sent (at start,
 * when the network returns, on each retry). The sender loads after the first screen, never
 * in its way.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId === undefined || !("indexedDB" in window)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("@/features/joke-notes/offline/start-offline-sync").then(({ startOfflineSync }) => {
      if (!cancelled) stop = startOfflineSync(queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return null;
}

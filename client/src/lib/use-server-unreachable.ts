import { useSyncExternalStore } from "react";
import { isUnreachable, subscribeToReachability } from "./server-reachability";

function subscribeToNetwork(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/**
 * Whether the server can be reached, followed as it changes: `offline` when the browser has no
 * network, `serverAway` when the last request got no answer (or a 503 while its database is
 * away), `unreachable` when either is so.
 */
export function useServerUnreachable(): { offline: boolean; serverAway: boolean; unreachable: boolean } {
  const serverAway = useSyncExternalStore(subscribeToReachability, isUnreachable, () => false);
  const offline = useSyncExternalStore(subscribeToNetwork, () => !navigator.onLine, () => false);
  return { offline, serverAway, unreachable: serverAway || offline };
}

import { useEffect, useRef } from "react";
import { useTrackMyThoughtsVisit } from "../api/track-my-thoughts-visit";

/**
 * Sends the beta-feature call once per visit (each time the page is opened), however often
 * it renders; the ref also absorbs StrictMode's second run of the effect in development.
 */
export function useTrackVisit(): void {
  const { mutate } = useTrackMyThoughtsVisit();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
}

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Milliseconds since the set started (restartable), ticking four times a second, and a
 * reader of the exact time gone for the moment the set ends.
 */
export function useSetClock(): { elapsed: number; restart: () => void; elapsedNow: () => number } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const started = useRef(startedAt);
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const restart = useCallback(() => {
    const at = Date.now();
    started.current = at;
    setStartedAt(at);
    setNow(at);
  }, []);
  const elapsedNow = useCallback(() => Math.max(0, Date.now() - started.current), []);
  return { elapsed: Math.max(0, now - startedAt), restart, elapsedNow };
}

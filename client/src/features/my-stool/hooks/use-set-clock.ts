import { useCallback, useEffect, useState } from "react";

/** Milliseconds since the set started (restartable), ticking four times a second. */
export function useSetClock(): { elapsed: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const restart = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);
  return { elapsed: Math.max(0, now - startedAt), restart };
}

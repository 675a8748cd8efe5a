import { useCallback, useEffect, useState } from "react";

/** A countdown in whole seconds (e.g. the resend-code wait); `start()` begins it again. */
export function useCooldown(durationMs: number) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setUntil(time + durationMs);
  }, [durationMs]);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
}

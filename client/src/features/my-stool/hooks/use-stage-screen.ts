import { useEffect, useRef } from "react";

/**
 * While performing: full screen and a screen wake lock, each requested and any failure
 * ignored (no permission, no gesture, unsupported). Leaving full screen (the browser's own
 * Escape, or a phone's back gesture) counts as leaving perform mode.
 */
export function useStageScreen(onLeaveFullscreen: () => void): void {
  const leave = useRef(onLeaveFullscreen);
  useEffect(() => {
    leave.current = onLeaveFullscreen;
  }, [onLeaveFullscreen]);

  useEffect(() => {
    let entered = Boolean(document.fullscreenElement);
    const onChange = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) {
        entered = false;
        leave.current();
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    if (!document.fullscreenElement) {
      try {
        document.documentElement.requestFullscreen?.({ navigationUI: "hide" })?.catch(() => undefined);
      } catch {
        // Older browsers throw instead of rejecting.
      }
    }
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const request = () => {
      if (done || document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
      navigator.wakeLock
        .request("screen")
        .then((sentinel) => {
          if (done) void sentinel.release().catch(() => undefined);
          else lock = sentinel;
        })
        .catch(() => undefined);
    };
    request();
    // The browser drops the lock when the page is hidden; take it again on return.
    document.addEventListener("visibilitychange", request);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

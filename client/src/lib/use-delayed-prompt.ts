import { useCallback, useEffect, useState } from "react";
import { isWithinDismissal } from "./dismissal-window";

function readDismissedAt(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function rememberDismissal(key: string): void {
  try {
    window.localStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the prompt then simply shows again next time.
  }
}

/**
 * A prompt that appears `delayMs` after it is enabled (at once for 0, so it takes its
 * place in the first render) unless dismissed within the last `dismissForMs`. `dismiss`
 * hides it and records the time under `key` in localStorage.
 */
export function useDelayedPrompt(
  key: string,
  delayMs: number,
  dismissForMs: number,
  enabled = true,
): { visible: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(() => isWithinDismissal(readDismissedAt(key), Date.now(), dismissForMs));
  const [due, setDue] = useState(delayMs <= 0);

  useEffect(() => {
    if (!enabled || dismissed || due) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, dismissed, due, delayMs]);

  const dismiss = useCallback(() => {
    rememberDismissal(key);
    setDismissed(true);
  }, [key]);

  return { visible: enabled && due && !dismissed, dismiss };
}

/** Remembers in localStorage when something was dismissed, so it stays hidden for a while. */
export function isDismissedWithin(key: string, ms: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(key));
    return Number.isFinite(at) && at > 0 && Date.now() - at < ms;
  } catch {
    return false;
  }
}

export function rememberDismissal(key: string): void {
  try {
    window.localStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the item then simply shows again next time.
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

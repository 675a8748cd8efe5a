/**
 * Marks the tab of a comedian who has just signed up, so the dashboard greets them once with
 * "Welcome" rather than "Welcome back". Session storage: the mark dies with the tab.
 */
const KEY = "toolkit.just-joined";

export function markJustJoined(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the greeting says "Welcome back", nothing worse.
  }
}

/** Whether this is the first dashboard since sign-up (read during render: it changes nothing). */
export function isJustJoined(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** Uses the mark up, once the greeting has been shown (in an effect: a render may be thrown away). */
export function forgetJustJoined(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Marks a comedian who has just signed up, so the dashboard sign-up leads to greets them once
 * with "Welcome" rather than "Welcome back". Kept in memory: the dashboard follows sign-up
 * within the page, and a first read of the tab's session storage is a synchronous trip to the
 * browser that held a phone's first dashboard for about 50 ms (a reload after sign-up says
 * "Welcome back", nothing worse).
 */
let justJoined = false;

export function markJustJoined(): void {
  justJoined = true;
}

/** Whether this is the first dashboard since sign-up (read during render: it changes nothing). */
export function isJustJoined(): boolean {
  return justJoined;
}

/** Uses the mark up, once the greeting has been shown (in an effect: a render may be thrown away). */
export function forgetJustJoined(): void {
  justJoined = false;
}

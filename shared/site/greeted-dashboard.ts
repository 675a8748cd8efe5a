/**
 * The dashboard's HTML with its greeting already drawn, written at build time beside the
 * built client (scripts/prerender-pages.ts) with a slot for the name; the server fills the
 * slot for a signed-in comedian and marks #root, so the app knows the greeting was shown.
 */
export const GREETED_DASHBOARD_FILE = "greeted/dashboard.html";
export const GREETING_NAME_SLOT = "%%COMEDIAN%%";
export const GREETED_ATTRIBUTE = "data-greeted";

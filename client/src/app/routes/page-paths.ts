/**
 * The router's pages, as plain data (no page code): the router builds its routes from these
 * lists, and the findability walk checks that every page without a parameter in its path is
 * reached from the navigation. Pages with a parameter (one set list, one recording) are
 * opened from the list they belong to.
 */
export const PROTECTED_PAGE_PATHS = [
  "/dashboard",
  "/joke-notes",
  "/joke-lab",
  "/idea-generator",
  "/joke-machine",
  "/profile-settings",
  "/my-joke-elements",
  "/my-thoughts",
  "/notes",
  "/on-stage",
  "/my-stool",
  "/set-lists/:id/perform",
  "/set-lists",
  "/shows",
  "/performances",
  "/insights",
  "/recordings/:id",
  "/recordings",
  "/simile-generator",
  "/billing",
] as const;
export type ProtectedPagePath = (typeof PROTECTED_PAGE_PATHS)[number];

/** Pages only administrators open (`/admin-panel` is the same screen as `/admin`). */
export const ADMIN_PAGE_PATHS = ["/sms-settings", "/admin/users", "/admin", "/admin-panel"] as const;

/** A page reached from inside another page rather than from the navigation. */
export const REACHED_FROM_ITS_PAGE: Readonly<Record<string, string>> = {
  "/my-stool": "/on-stage",
  "/admin-panel": "/admin",
};

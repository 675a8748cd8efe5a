import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { displayName } from "@shared/account/public-user";
import { GREETED_DASHBOARD_FILE, GREETING_NAME_SLOT } from "@shared/site/greeted-dashboard";
import { hasSessionCookie } from "./auth/session";
import { escapeHtml } from "@shared/text/escape-html";

/**
 * `/dashboard` for a signed-in comedian: the built page with the greeting already drawn and
 * their name in it, so a phone paints the greeting before any script has run. Anyone else,
 * or a session that cannot be read, gets the plain page (the next route).
 * `readUser` reads the session and its user into `req.user`.
 */
export function greetedDashboard(dir: string, readUser: RequestHandler[]): (RequestHandler | ErrorRequestHandler)[] | undefined {
  const file = path.join(dir, GREETED_DASHBOARD_FILE);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  if (!html.includes(GREETING_NAME_SLOT)) throw new Error(`${GREETED_DASHBOARD_FILE} has no slot for the name.`);
  const signedInOnly: RequestHandler = (req, _res, next) => next(hasSessionCookie(req) ? undefined : "route");
  const send: RequestHandler = (req, res, next) => {
    if (!req.user) return next("route");
    // The page names one comedian: never kept by a shared cache, checked on every visit.
    res.set({ "Cache-Control": "private, no-cache", Vary: "Cookie" });
    res.type("html").send(html.replace(GREETING_NAME_SLOT, escapeHtml(displayName(req.user.email))));
  };
  const plainPageOnError: ErrorRequestHandler = (_error, _req, _res, next) => next("route");
  return [signedInOnly, ...readUser, send, plainPageOnError];
}

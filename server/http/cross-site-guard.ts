import type { RequestHandler } from "express";
import { forbidden } from "../domain/domain-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFUSED = "Cross-site requests are not allowed.";
export const ORIGIN_REQUIRED = "A signed-in request that changes something must name the site in an Origin header.";

/** Whether the request's Cookie header carries a cookie named `name`. */
function carriesCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Refuses state-changing requests that may come from another site:
 * - a browser marks a cross-site request with `Sec-Fetch-Site: cross-site`;
 * - an `Origin` that is not one of ours (compared whole: scheme, host and port, with the
 *   configured addresses, never with the Host or X-Forwarded-Host headers a client can set);
 * - no `Origin` at all while the session cookie rides along, unless the browser says
 *   `Sec-Fetch-Site: same-origin` (a script signed in with the cookie names the site in
 *   `Origin`; a request without the cookie, such as signing in, acts for nobody).
 * Paths in `exempt` (webhooks that carry their own signature) are let through.
 */
export function crossSiteGuard(trustedOrigins: string[], exempt: string[], sessionCookie: string): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site") return next(forbidden(REFUSED));
    const origin = req.get("origin");
    if (origin !== undefined) return trusted.has(origin) ? next() : next(forbidden(REFUSED));
    if (fetchSite === "same-origin") return next();
    if (fetchSite !== undefined && fetchSite !== "none") return next(forbidden(REFUSED));
    if (carriesCookie(req.get("cookie"), sessionCookie)) return next(forbidden(ORIGIN_REQUIRED));
    next();
  };
}

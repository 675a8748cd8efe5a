import type { RequestHandler } from "express";
import { forbidden } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFUSED = "Cross-site requests are not allowed.";

/**
 * Refuses state-changing requests sent from another site: a browser marks them with
 * `Sec-Fetch-Site: cross-site`, or sends an `Origin` that is not one of ours. The origin is
 * compared whole (scheme, host and port) with the configured addresses, never with the Host
 * or X-Forwarded-Host headers a client can set. Paths in `exempt` (webhooks that carry their
 * own signature) are let through.
 */
export function crossSiteGuard(trustedOrigins: string[], exempt: string[] = []): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    if (req.get("sec-fetch-site") === "cross-site") return next(forbidden(REFUSED));
    const origin = req.get("origin");
    if (origin !== undefined && !trusted.has(origin)) return next(forbidden(REFUSED));
    next();
  };
}

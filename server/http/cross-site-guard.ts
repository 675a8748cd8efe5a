import type { RequestHandler } from "express";
import { forbidden } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site: a browser marks them with
 * `Sec-Fetch-Site: cross-site` or an `Origin` whose host is not this one.
 * Paths in `exempt` (webhooks that carry their own signature) are let through.
 */
export function crossSiteGuard(exempt: string[] = []): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site") return next(forbidden("Cross-site requests are not allowed."));
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        return next(forbidden("Cross-site requests are not allowed."));
      }
      const host = req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
      if (originHost !== host) return next(forbidden("Cross-site requests are not allowed."));
    } else if (origin === "null") {
      return next(forbidden("Cross-site requests are not allowed."));
    }
    next();
  };
}

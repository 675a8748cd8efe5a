import { timingSafeEqual } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { metricsApi } from "@shared/api/metrics";
import { requireAdmin } from "../../auth/require-user";
import { contractRoutes } from "../../http/api-route";
import { registry } from "../../observability/metrics";

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** A scraper with the bearer token passes; anyone else must be a signed-in admin. */
const adminOrToken =
  (token: string | undefined): RequestHandler =>
  (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    if (token && bearer && sameToken(bearer, token)) return next();
    requireAdmin(req, res, next);
  };

/** GET /api/metrics (Prometheus text format). */
export function metricsRoutes(token: string | undefined): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(metricsApi.routes.read, [adminOrToken(token)], async ({ res }) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}

import { Router, type RequestHandler } from "express";
import { clientErrorSchema, errorLogIdParams, errorLogQuerySchema } from "@shared/error-logs/error-log-input";
import type pg from "pg";
import { requireAdmin } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import type { ErrorAlerts } from "./error-alerts.service";
import { errorLogLimits } from "./error-logs.limits";
import { errorDetail, recentErrors, recordClientError } from "./error-logs.service";

/** Crash reports are small: far below the API's 1 MB body limit. Longer fields are cut by the schema. */
const CLIENT_ERROR_BODY_BYTES = 64 * 1024;

const smallBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get("content-length") ?? 0);
  next(length > CLIENT_ERROR_BODY_BYTES ? new HttpError(413, "An error report may be at most 64 kB.") : undefined);
};

export function errorLogRoutes(deps: { db: Db; pool: pg.Pool; alerts: ErrorAlerts; rateLimitScale: number }): Router {
  const router = Router();
  const limits = errorLogLimits(deps.pool, deps.rateLimitScale);

  router.get("/admin/error-logs", requireAdmin, async (req, res) => {
    res.json(await recentErrors(deps.db, parseInput(errorLogQuerySchema, req.query)));
  });

  router.get("/admin/error-logs/:id", requireAdmin, async (req, res) => {
    res.json(await errorDetail(deps.db, parseInput(errorLogIdParams, req.params).id));
  });

  // Visitors' pages crash too (the landing page, sign-in), so no sign-in is required.
  router.post("/client-errors", smallBody, async (req, res) => {
    await limits.clientErrorsByIp.consume(req.ip ?? "unknown");
    const report = parseInput(clientErrorSchema, req.body);
    const { id } = await recordClientError(
      deps.db,
      report,
      { userId: req.user?.id ?? null, userAgent: req.get("user-agent") },
      deps.alerts,
    );
    res.status(201).json({ id });
  });

  return router;
}

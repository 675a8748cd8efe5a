import { Router, type RequestHandler } from "express";
import { errorLogsApi } from "@shared/api/error-logs";
import type pg from "pg";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { tooLarge } from "../../domain/domain-error";
import type { ErrorAlerts } from "./error-alerts.service";
import { errorLogLimits } from "./error-logs.limits";
import { errorDetail, recentErrors, recordClientError } from "./error-logs.service";

/** Crash reports are small: far below the API's 1 MB body limit. Longer fields are cut by the schema. */
const CLIENT_ERROR_BODY_BYTES = 64 * 1024;

const smallBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get("content-length") ?? 0);
  next(length > CLIENT_ERROR_BODY_BYTES ? tooLarge("An error report may be at most 64 kB.") : undefined);
};

/** Error Monitoring (/api/admin/error-logs) and the browsers' crash reports (/api/client-errors). */
export function errorLogRoutes(deps: { db: Db; pool: pg.Pool; alerts: ErrorAlerts; rateLimitScale: number }): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = errorLogsApi.routes;
  const limits = errorLogLimits(deps.pool, deps.rateLimitScale);
  // Counted before the body is read: junk reports use up the allowance too.
  const limitByIp: RequestHandler = async (req, _res, next) => {
    await limits.clientErrorsByIp.consume(req.ip ?? "unknown");
    next();
  };

  on(api.list, ({ query }) => recentErrors(deps.db, query));
  on(api.get, ({ params }) => errorDetail(deps.db, params.id));

  // Visitors' pages crash too (the landing page, sign-in), so no sign-in is required.
  on(api.reportClientError, [smallBody, limitByIp], ({ body, req }) =>
    recordClientError(deps.db, body, { userId: req.user?.id ?? null, userAgent: req.get("user-agent") }, deps.alerts),
  );

  return router;
}

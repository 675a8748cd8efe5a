import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger, requestScope } from "../logger";
import { httpDuration, httpRequests } from "../observability/metrics";
import { matchedRoute } from "./route-pattern";
import { wasAnsweredForOutage } from "./database-outage";
import { wasStoppedForTime } from "./took-too-long";

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a load balancer's id). */
const GIVEN_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives every request an id (an incoming `X-Request-Id`, else a new UUID), sends it back in
 * `X-Request-Id`, stamps every log line written while serving it, and logs the request once
 * when it ends: method, path (never the query, which may hold a token), status, ms, user id.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const given = req.get("x-request-id");
  const requestId = given && GIVEN_ID.test(given) ? given : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  let logged = false;
  const log = () => {
    if (logged) return;
    logged = true;
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const path = req.originalUrl.split("?")[0];
    const status = res.writableFinished ? res.statusCode : 499;
    const line = { method: req.method, path, status, ms, userId: req.user?.id };
    const pattern = matchedRoute(res);
    const labels = { method: req.method, route: pattern?.split(" ")[1] ?? (path?.startsWith("/api/") ? "unmatched" : "client"), status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, ms / 1000);
    requestScope.run({ requestId }, () => {
      // A database outage is the one line of each request it turned away, a warning, not an error.
      if (wasAnsweredForOutage(res)) logger.warn(line, `${req.method} ${path} ${status} ${ms} ms: database unavailable`);
      else if (wasStoppedForTime(res)) logger.warn({ ...line, route: pattern }, `${req.method} ${path} ${status} ${ms} ms: a statement ran past its time limit`);
      else if (status >= 500) logger.error(line, `${req.method} ${path} ${status} ${ms} ms`);
      else logger.info(line, `${req.method} ${path} ${status} ${ms} ms`);
    });
  };
  res.once("finish", log);
  res.once("close", log);
  requestScope.run({ requestId }, next);
};

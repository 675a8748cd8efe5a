import type pg from "pg";
import { limitersFor, type Limit } from "../../http/rate-limit";

const ERROR_LOG_LIMITS = {
  /** A page stuck in a crash loop, or anyone posting junk, cannot flood the log (or the alerts). */
  clientErrorsByIp: {
    name: "client_errors_ip",
    points: 30,
    durationSeconds: 10 * 60,
    message: "Too many error reports from your network. Please try again later.",
  },
} satisfies Record<string, Limit>;

export const errorLogLimits = (pool: pg.Pool, scale = 1) => limitersFor(pool, ERROR_LOG_LIMITS, scale);

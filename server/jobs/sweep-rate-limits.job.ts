import type pg from "pg";
import type { Job } from "./run-job";

/** Deletes rate-limit counters whose window has passed (the limiter only overwrites them). */
export const sweepRateLimitsJob = (pool: pg.Pool): Job<{ deleted: number }> => ({
  name: "sweep-rate-limits",
  schedule: "*/15 * * * *",
  run: async () => {
    const { rowCount } = await pool.query(
      "DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire < (extract(epoch FROM now()) * 1000)::bigint",
    );
    return { deleted: rowCount ?? 0 };
  },
});

import client from "prom-client";
import type pg from "pg";

/**
 * The app's Prometheus metrics, one registry per process (prom-client). Counters are
 * incremented where the thing happens; pool gauges are read when scraped.
 */
export const registry = new client.Registry();

export const httpRequests = new client.Counter({
  name: "toolkit_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "toolkit_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: "toolkit_job_runs_total",
  help: "Scheduled or triggered job runs, by job and outcome (ran, skipped, failed, database-unavailable)",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

export const smsReceived = new client.Counter({
  name: "toolkit_sms_received_total",
  help: "Texts received on the SMS webhook",
  registers: [registry],
});

export const recordingsUploaded = new client.Counter({
  name: "toolkit_recordings_uploaded_total",
  help: "Recordings whose upload finished",
  registers: [registry],
});

/** Connections of a pool in use and requests waiting for one, read at each scrape. */
export function watchPool(pool: pg.Pool): void {
  registry.removeSingleMetric("toolkit_db_pool_connections");
  new client.Gauge({
    name: "toolkit_db_pool_connections",
    help: "Database pool connections: in use, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}

client.collectDefaultMetrics({ register: registry, prefix: "toolkit_" });

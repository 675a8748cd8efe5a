import { defineRoute, defineRouteGroup, raw } from "./route";

export const metricsApi = defineRouteGroup({
  tag: "Metrics",
  description: "Prometheus metrics of this app instance, for whoever runs the site.",
  routes: {
    read: defineRoute({
      method: "GET",
      path: "/api/metrics",
      summary: "Prometheus metrics: requests by route and status, their duration, the database pool, job runs, texts received, recordings uploaded",
      description: "For an admin's session, or `Authorization: Bearer <METRICS_TOKEN>` when that setting is set.",
      access: "admin-or-token",
      responses: { 200: raw("text/plain", "The Prometheus text format") },
    }),
  },
});

import { chaosExecutionSchema, chaosProbeSchema, chaosStatusSchema } from "../chaos/chaos-dto";
import { chaosEventParams, startChaosSchema } from "../chaos/chaos-input";
import { defineRoute, defineRouteGroup } from "./route";

export const chaosApi = defineRouteGroup({
  tag: "Admin: chaos monkey",
  description: "Synthetic failures that exercise the error pipeline and the one probe route chaos may slow or break.",
  routes: {
    status: defineRoute({
      method: "GET",
      path: "/api/admin/chaos-monkey",
      summary: "Whether the chaos loop runs, its counters, and the events it knows",
      access: "admin",
      responses: { 200: chaosStatusSchema },
    }),
    start: defineRoute({
      method: "POST",
      path: "/api/admin/chaos-monkey/start",
      summary: "Start the chaos loop, optionally with a new interval",
      access: "admin",
      body: startChaosSchema,
      responses: { 200: chaosStatusSchema },
    }),
    stop: defineRoute({
      method: "POST",
      path: "/api/admin/chaos-monkey/stop",
      summary: "Stop the chaos loop",
      access: "admin",
      responses: { 200: chaosStatusSchema },
    }),
    execute: defineRoute({
      method: "POST",
      path: "/api/admin/chaos-monkey/execute/:eventId",
      summary: "Fire one chaos event now",
      access: "admin",
      params: chaosEventParams,
      responses: { 200: chaosExecutionSchema },
    }),
    probe: defineRoute({
      method: "GET",
      path: "/api/admin/chaos-monkey/probe",
      summary: "The route chaos may slow (1.5 s) or break (503) for a minute",
      access: "admin",
      responses: { 200: chaosProbeSchema },
    }),
  },
});

import { clientErrorReceiptSchema, errorLogDetailSchema, errorLogListSchema } from "../error-logs/error-log-dto";
import { clientErrorSchema, errorLogIdParams, errorLogQuerySchema } from "../error-logs/error-log-input";
import { defineRoute, defineRouteGroup } from "./route";

export const errorLogsApi = defineRouteGroup({
  tag: "Error logs",
  description: "Errors of the server and of visitors' browsers, for the admin panel's Error Monitoring.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/admin/error-logs",
      summary: "The past 24 hours' errors, newest first, with counts by severity",
      access: "admin",
      query: errorLogQuerySchema,
      responses: { 200: errorLogListSchema },
    }),
    get: defineRoute({
      method: "GET",
      path: "/api/admin/error-logs/:id",
      summary: "One logged error with its stack and context",
      access: "admin",
      params: errorLogIdParams,
      responses: { 200: errorLogDetailSchema },
    }),
    reportClientError: defineRoute({
      method: "POST",
      path: "/api/client-errors",
      summary: "A browser's crash report (no sign-in needed; at most 64 kB, rate limited by address)",
      access: "public",
      body: clientErrorSchema,
      headers: { "User-Agent": "Logged with the report" },
      responses: { 201: clientErrorReceiptSchema },
    }),
  },
});

import { z } from "zod";
import { severities } from "./severities";

/** A logged error as the Error Monitoring list shows it (stack and context come with the detail). */
export const errorLogSummarySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  severity: z.enum(severities),
  /** Where it came from: "server", "client" or "chaos". */
  source: z.string(),
  /** The request path or page it happened on, when known. */
  path: z.string().nullable(),
  /** Times the same error was logged in the window, this one included. */
  occurrences: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ErrorLogSummary = z.infer<typeof errorLogSummarySchema>;

export const errorLogDetailSchema = errorLogSummarySchema.extend({
  stack: z.string().nullable(),
  context: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorLogDetail = z.infer<typeof errorLogDetailSchema>;

/** GET /api/admin/error-logs: the past 24 hours, newest first, with counts by severity. */
export const errorLogListSchema = z.object({
  logs: z.array(errorLogSummarySchema),
  counts: z.record(z.enum(severities), z.number().int()),
  /** More matched than were sent. */
  truncated: z.boolean(),
});
export type ErrorLogList = z.infer<typeof errorLogListSchema>;

/** POST /api/client-errors: the logged report's id. */
export const clientErrorReceiptSchema = z.object({ id: z.number().int() });
export type ClientErrorReceipt = z.infer<typeof clientErrorReceiptSchema>;

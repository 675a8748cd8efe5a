import { z } from "zod";
import { idParams } from "../validation/id";
import { userText } from "../validation/user-text";
import { severities } from "./severities";

/** GET /api/admin/error-logs?severity=high */
export const errorLogQuerySchema = z.object({
  severity: z.enum(severities, { error: `severity must be one of ${severities.join(", ")}` }).optional(),
});
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

export const errorLogIdParams = idParams("Error log id");

/** Sizes a crash report may have; anything longer is cut, not refused, so the report still lands. */
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 8_000, url: 2_000, componentStack: 4_000, userAgent: 500 };

const clipped = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((v) => v.slice(0, max))
    .pipe(userText({ label, max, required: false }));

/** POST /api/client-errors: what the browser's crash reporter sends. */
export const clientErrorSchema = z.object({
  message: clipped("message", CLIENT_ERROR_LIMITS.message).refine((v) => v.length > 0, "message is required"),
  stack: clipped("stack", CLIENT_ERROR_LIMITS.stack).optional(),
  url: clipped("url", CLIENT_ERROR_LIMITS.url).optional(),
  componentStack: clipped("componentStack", CLIENT_ERROR_LIMITS.componentStack).optional(),
  /** What caught it: the error boundary, window.onerror or an unhandled promise rejection. */
  kind: z.enum(["boundary", "error", "unhandledrejection"], { error: "kind must be boundary, error or unhandledrejection" }),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

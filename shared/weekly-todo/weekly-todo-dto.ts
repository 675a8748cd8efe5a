import { z } from "zod";
import { severities } from "../error-logs/severities";

/** GET /api/admin/weekly-todo/trigger */
export const weeklyTodoTriggerSchema = z.object({ success: z.boolean(), message: z.string() });
export type WeeklyTodoTrigger = z.infer<typeof weeklyTodoTriggerSchema>;

/** What the weekly TODO email is made from: the week that needs an admin. */
export const weeklyTodoReportSchema = z.object({
  since: z.iso.datetime(),
  errors: z.object({
    counts: z.record(z.enum(severities), z.number().int()),
    top: z.array(z.object({ message: z.string(), severity: z.enum(severities), count: z.number().int() })),
  }),
  users: z.object({ newThisWeek: z.number().int(), unverifiedEmails: z.number().int(), newUnverified: z.number().int() }),
  sms: z.object({
    configured: z.boolean(),
    notConfigured: z.array(z.string()),
    /** Set when the provider could not be asked. */
    problem: z.string().nullable(),
  }),
  coupons: z.array(
    z.object({ code: z.string(), usesLeft: z.number().int().nullable(), validUntil: z.iso.datetime().nullable() }),
  ),
  expiringData: z.object({ users: z.number().int(), items: z.number().int() }),
  betaClicks: z.array(z.object({ featureName: z.string(), clicks: z.number().int(), users: z.number().int() })),
});
export type WeeklyTodoReport = z.infer<typeof weeklyTodoReportSchema>;

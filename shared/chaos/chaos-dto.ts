import { z } from "zod";
import { severities } from "../error-logs/severities";

export const chaosEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  severity: z.enum(severities),
  probability: z.number().min(0).max(1),
  description: z.string(),
});

/** GET /api/admin/chaos-monkey: the same answer from any instance (state lives in PostgreSQL). */
export const chaosStatusSchema = z.object({
  stats: z.object({
    isRunning: z.boolean(),
    intervalSeconds: z.number().int(),
    /** Events the monkey knows. */
    totalEvents: z.number().int(),
    /** Known events by severity. */
    eventTypes: z.record(z.enum(severities), z.number().int()),
    startedAt: z.iso.datetime().nullable(),
    lastFiredAt: z.iso.datetime().nullable(),
    /** Events fired since the state was created, by the loop or by hand. */
    firedCount: z.number().int(),
    lastEventId: z.string().nullable(),
    /** Until when the probe route is slowed or failing, if it is. */
    latencyUntil: z.iso.datetime().nullable(),
    dependencyFaultUntil: z.iso.datetime().nullable(),
  }),
  events: z.array(chaosEventSchema),
});
export type ChaosStatus = z.infer<typeof chaosStatusSchema>;

export const chaosExecutionSchema = z.object({
  event: chaosEventSchema,
  message: z.string(),
  errorLogId: z.number().int().nullable(),
});
export type ChaosExecution = z.infer<typeof chaosExecutionSchema>;

/** GET /api/admin/chaos-monkey/probe: how late it answered (a 503 while a dependency fault lasts). */
export const chaosProbeSchema = z.object({ ok: z.literal(true), delayedMs: z.number().int() });
export type ChaosProbe = z.infer<typeof chaosProbeSchema>;

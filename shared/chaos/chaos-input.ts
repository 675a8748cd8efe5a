import { z } from "zod";
import { CHAOS_INTERVAL_MAX, CHAOS_INTERVAL_MIN } from "./chaos-limits";

/** POST /api/admin/chaos-monkey/start: an optional interval (the last one used otherwise). */
export const startChaosSchema = z
  .object({
    intervalSeconds: z
      .number({ error: "intervalSeconds must be a number" })
      .int("intervalSeconds must be a whole number")
      .min(CHAOS_INTERVAL_MIN, `intervalSeconds must be at least ${CHAOS_INTERVAL_MIN}`)
      .max(CHAOS_INTERVAL_MAX, `intervalSeconds must be at most ${CHAOS_INTERVAL_MAX}`)
      .optional(),
  })
  .optional()
  .transform((v) => v ?? {});

export const chaosEventParams = z.object({
  eventId: z
    .string({ error: "Event id is required" })
    .regex(/^[a-z0-9-]{1,64}$/, "Event id must be lower-case letters, digits and dashes"),
});

import { z } from "zod";

/** POST /api/admin/jobs/expire-free-data/run: what the daily free-tier run did. */
export const expiryResultSchema = z.object({
  /** Comedians whose paid time ran out, back on Free. */
  returnedToFree: z.number().int(),
  /** Expired rows deleted, by table. */
  deleted: z.record(z.string(), z.number().int()),
  reminders: z.object({ sent: z.number().int(), failed: z.number().int() }),
});
export type ExpiryResult = z.infer<typeof expiryResultSchema>;

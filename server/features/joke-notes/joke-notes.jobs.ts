import type { Db } from "../../db/client";
import type { Job } from "../../jobs/run-job";
import { IDEMPOTENCY_KEY_DAYS, purgeIdempotencyKeys } from "./joke-notes.service";

/** Daily: forgets create Idempotency-Keys older than 30 days. */
export const purgeIdempotencyKeysJob = (db: Db): Job<{ deleted: number }> => ({
  name: "purge-idempotency-keys",
  schedule: "45 3 * * *",
  run: async () => ({ deleted: await purgeIdempotencyKeys(db, new Date(), IDEMPOTENCY_KEY_DAYS) }),
});

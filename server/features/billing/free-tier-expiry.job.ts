import type { Job } from "../../jobs/run-job";
import { expireFreeData, type ExpiryDeps, type ExpiryResult } from "./free-tier-expiry.service";

export const EXPIRE_FREE_DATA_JOB = "expire-free-data";

/** Daily at 04:15 (server time): the free tier's 30-day expiry, its reminders, and paid time that ran out. */
export const expireFreeDataJob = (deps: ExpiryDeps): Job<ExpiryResult> => ({
  name: EXPIRE_FREE_DATA_JOB,
  schedule: "15 4 * * *",
  run: () => expireFreeData(deps),
});

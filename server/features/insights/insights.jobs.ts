import type { Db } from "../../db/client";
import type { Job } from "../../jobs/run-job";
import { forgetOldStatusChanges, STATUS_CHANGE_DAYS } from "./insights.service";

/** Daily: forgets Joke Lab status changes older than the pipeline can show (120 days). */
export const forgetOldStatusChangesJob = (db: Db): Job<{ deleted: number }> => ({
  name: "forget-old-status-changes",
  schedule: "50 3 * * *",
  run: async () => ({ deleted: await forgetOldStatusChanges(db, new Date(), STATUS_CHANGE_DAYS) }),
});

import type { Job } from "../../jobs/run-job";
import { sweepAbandonedUploads, type VideoDeps } from "./videos.service";

/** Hourly: upload URLs never saved as a video within a day, and their files, are removed. */
export const sweepAbandonedUploadsJob = (deps: VideoDeps): Job<{ removed: number }> => ({
  name: "sweep-abandoned-uploads",
  schedule: "17 * * * *",
  run: () => sweepAbandonedUploads(deps),
});

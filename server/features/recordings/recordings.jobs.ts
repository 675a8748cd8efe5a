import type { Job } from "../../jobs/run-job";
import { IDEMPOTENCY_KEY_DAYS, purgeIdempotencyKeys, removeDeletedAudio, type RecordingDeps } from "./recordings.service";

/** Hourly: the audio of recordings deleted while the store could not remove it (or by a cascade) is removed. */
export const removeDeletedRecordingAudioJob = (deps: RecordingDeps): Job<{ removed: number }> => ({
  name: "remove-deleted-recording-audio",
  schedule: "41 * * * *",
  run: () => removeDeletedAudio(deps),
});

/** Daily: a recording's create keys older than 30 days are forgotten (as the joke notes' are). */
export const purgeRecordingIdempotencyKeysJob = (deps: RecordingDeps): Job<{ deleted: number }> => ({
  name: "purge-recording-idempotency-keys",
  schedule: "23 4 * * *",
  run: async () => ({ deleted: await purgeIdempotencyKeys(deps, new Date(), IDEMPOTENCY_KEY_DAYS) }),
});

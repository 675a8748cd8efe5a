import type { Job } from "../../jobs/run-job";
import { removeDeletedAudio, type RecordingDeps } from "./recordings.service";

/** Hourly: the audio of recordings deleted while the store could not remove it (or by a cascade) is removed. */
export const removeDeletedRecordingAudioJob = (deps: RecordingDeps): Job<{ removed: number }> => ({
  name: "remove-deleted-recording-audio",
  schedule: "41 * * * *",
  run: () => removeDeletedAudio(deps),
});

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { chunksWaiting, isDone, type RecordingUpload } from "./upload-plan";
import { currentUploads, loadUploadsOnce, subscribeToUploads } from "./upload-store";

/** What a screen shows of a recording still on its way to the server. */
export interface PendingUpload {
  localKey: string;
  /** null until the server has made the recording (created offline, say). */
  serverId: number | null;
  startedAt: string;
  recording: boolean;
  /** Chunks of audio kept on this device that the server does not have yet. */
  chunksWaiting: number;
  /** The server has the recording's finish (bits, length, features): its laughs are counted. */
  finished: boolean;
  /** The server has the recording, all its audio and its finish. */
  done: boolean;
}

const toPending = (upload: RecordingUpload): PendingUpload => ({
  localKey: upload.localKey,
  serverId: upload.serverId,
  startedAt: upload.startedAt,
  recording: upload.state === "recording",
  chunksWaiting: chunksWaiting(upload),
  finished: upload.serverId !== null && upload.finishSent,
  done: isDone(upload),
});

function useUploads() {
  const uploads = useSyncExternalStore(subscribeToUploads, currentUploads);
  useEffect(loadUploadsOnce, []);
  return uploads;
}

/** One recording of this device by its local key (as perform mode hands it on), while the device remembers it. */
export function useRecordingUpload(localKey: string | null): PendingUpload | undefined {
  const uploads = useUploads();
  const upload = localKey ? uploads[localKey] : undefined;
  return upload ? toPending(upload) : undefined;
}

/**
 * The recordings of this device still waiting to upload ("Waiting to upload"), by the server's
 * id where it has one: `byServerId.get(id)` for a row of the recordings list, `unsent` for those
 * the server has not heard of yet.
 */
export function usePendingUploads(userId: number | undefined): { byServerId: ReadonlyMap<number, PendingUpload>; unsent: PendingUpload[] } {
  const uploads = useUploads();
  return useMemo(() => {
    const pending = Object.values(uploads)
      .filter((u) => u.userId === userId && !isDone(u))
      .map(toPending);
    return {
      byServerId: new Map(pending.flatMap((p) => (p.serverId === null ? [] : [[p.serverId, p] as const]))),
      unsent: pending.filter((p) => p.serverId === null),
    };
  }, [uploads, userId]);
}

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAuth } from "@/data/account/auth-provider";
import { usePendingUploads, type PendingUpload } from "@/data/recordings/recorder/use-recording-uploads";
import { RECORDINGS_KEY, recordingKey } from "@/data/recordings/queries";

/**
 * Recordings this device still holds audio of, for the upload state each shows. When one of
 * them is all sent, the server's copies are read again (its audio state and laughs have changed).
 */
export function useWaitingUploads() {
  const { user } = useAuth();
  const pending = usePendingUploads(user?.id);
  const queryClient = useQueryClient();
  const known = useRef<ReadonlyMap<number, PendingUpload>>(new Map());
  useEffect(() => {
    for (const [id, before] of known.current) {
      const now = pending.byServerId.get(id);
      if (!now || now.finished !== before.finished || now.chunksWaiting !== before.chunksWaiting) {
        void queryClient.invalidateQueries({ queryKey: recordingKey(id) });
        void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY, exact: true });
      }
    }
    known.current = pending.byServerId;
  }, [pending.byServerId, queryClient]);
  return pending;
}

/** Whether this device still holds audio of the recording that the server lacks. */
export const isWaiting = (upload: PendingUpload | undefined) => upload !== undefined && upload.chunksWaiting > 0;

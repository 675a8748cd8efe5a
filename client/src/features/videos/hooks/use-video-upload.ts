import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { requestUpload } from "../api/request-upload";
import { useSaveVideo } from "../api/save-video";
import { putFile } from "../lib/put-file";
import { UPLOAD_ERRORS } from "../lib/upload-errors";

export type UploadState =
  | { step: "idle" }
  | { step: "requesting" }
  | { step: "uploading"; percent: number }
  | { step: "saving" }
  | { step: "done"; title: string }
  | { step: "failed"; message: string };

export interface UploadRequest {
  file: File;
  title: string;
  description: string | null;
}

/** The spec's upload: parameters requested, the file PUT directly with progress, the metadata saved. Cancellable. */
export function useVideoUpload() {
  const [state, setState] = useState<UploadState>({ step: "idle" });
  const controller = useRef<AbortController | null>(null);
  const save = useSaveVideo();

  const start = useCallback(
    /** Resolves true once the video is saved, false when it failed or was cancelled. */
    async ({ file, title, description }: UploadRequest): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        setState({ step: "requesting" });
        const ticket = await requestUpload({ filename: file.name, contentType: file.type, size: file.size }, abort.signal);
        setState({ step: "uploading", percent: 0 });
        await putFile(ticket.uploadURL, file, ticket.headers, (percent) => setState({ step: "uploading", percent }), abort.signal);
        if (abort.signal.aborted) throw new Error(UPLOAD_ERRORS.aborted);
        setState({ step: "saving" });
        await save.mutateAsync({
          title,
          description,
          videoURL: ticket.objectPath,
          originalFilename: file.name,
          fileSize: file.size,
          mimeType: file.type,
        });
        setState({ step: "done", title });
        toast({ title: "Video uploaded", description: `"${title}" is in the library.` });
        return true;
      } catch (error) {
        const message = abort.signal.aborted
          ? UPLOAD_ERRORS.aborted
          : error instanceof Error && error.message
            ? error.message
            : UPLOAD_ERRORS.noneSucceeded;
        setState({ step: "failed", message });
        toast({ title: "Upload failed", description: message, variant: "destructive" });
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [save],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ step: "idle" }), []);
  return { state, start, cancel, reset };
}

import { CloudUpload, Check } from "lucide-react";
import type { AudioStatus } from "@shared/recordings/recording-dto";
import { Badge } from "@/components/ui/badge";

/**
 * Whether the recording's audio is all on the server. "Waiting to upload" when this browser
 * still holds chunks it could not send; "Uploading" while the server is still missing some.
 */
export function UploadState({ status, waiting = false }: { status: AudioStatus; waiting?: boolean }) {
  if (status === "complete" && !waiting) {
    return (
      <Badge variant="muted">
        <Check aria-hidden className="size-3.5" />
        Uploaded
      </Badge>
    );
  }
  return (
    <Badge>
      <CloudUpload aria-hidden className="size-3.5" />
      {waiting ? "Waiting to upload" : "Uploading"}
    </Badge>
  );
}

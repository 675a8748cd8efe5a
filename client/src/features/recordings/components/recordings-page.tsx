import { AudioLines } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useRecordings } from "@/data/recordings/queries";
import { isWaiting, useWaitingUploads } from "../api/use-waiting-uploads";
import { ImportRecording } from "./import-recording";
import { RecordingCard } from "./recording-card";
import { UploadState } from "./upload-state";

/** `/recordings`: every recorded set, newest first, and the way in for a recording made elsewhere. */
export function RecordingsPage() {
  const recordings = useRecordings();
  const waiting = useWaitingUploads();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Recordings" description="Listen back to your sets, bit by bit, with the laughs marked." />
      <ImportRecording />
      {waiting.unsent.length > 0 && (
        <ul aria-label="Recordings on this device" className="flex flex-col gap-2">
          {waiting.unsent.map((upload) => (
            <li key={upload.localKey} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-dashed border-stage-600 p-4 text-sm text-cream-200">
              <span>
                {upload.recording ? "Recording now" : "Recorded"} on {formatDate(upload.startedAt)}: kept on this device until the connection is back.
              </span>
              <UploadState status="uploading" waiting />
            </li>
          ))}
        </ul>
      )}
      {recordings.isPending ? (
        <div className="flex flex-col gap-3" aria-label="Loading recordings">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : recordings.isError ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-stage-700 p-4">
          <p className="text-cream-200">Your recordings could not be loaded.</p>
          <Button variant="outline" className="h-11" onClick={() => void recordings.refetch()}>
            Try again
          </Button>
        </div>
      ) : recordings.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stage-600 px-6 py-12 text-center">
          <AudioLines aria-hidden className="size-10 text-spotlight-400" />
          <p className="text-cream-300">No recordings yet. Record a set from perform mode, or import a recording.</p>
        </div>
      ) : (
        <ol aria-label="Recordings" className="flex flex-col gap-3">
          {recordings.data.map((recording) => (
            <li key={recording.id}>
              <RecordingCard recording={recording} waiting={isWaiting(waiting.byServerId.get(recording.id))} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

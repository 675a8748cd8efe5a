import { Link } from "wouter";
import { useRecordingUpload } from "@/data/recordings/recorder/use-recording-uploads";

/** After a recording stops: kept, waiting to upload, or uploaded (with a way to listen back). */
export function RecordingNote({ localKey, message, listenBack }: { localKey: string; message?: string; listenBack: boolean }) {
  const upload = useRecordingUpload(localKey);
  const serverId = upload?.serverId ?? null;
  return (
    <p className="mx-auto mt-1 flex max-w-xl flex-wrap items-center justify-center gap-x-2" data-testid="recording-note">
      {message && <span>{message}</span>}
      {upload?.done ? <span>Recording uploaded.</span> : <span>Recording kept. Waiting to upload.</span>}
      {listenBack && upload?.done && serverId !== null && (
        <Link href={`/recordings/${serverId}`} className="inline-flex min-h-11 items-center font-semibold text-spotlight-300 underline underline-offset-4">
          Listen back
        </Link>
      )}
    </p>
  );
}

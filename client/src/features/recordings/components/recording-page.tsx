import { ArrowLeft, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { pathId } from "@shared/validation/id";
import { useQueryClient } from "@tanstack/react-query";
import { deleteRecording, recordingAudioUrl } from "@/data/recordings/endpoints";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { playStretch } from "@/lib/audio-stretch";
import { RECORDINGS_KEY, recordingKey, useRecording } from "@/data/recordings/queries";
import { isWaiting, useWaitingUploads } from "../api/use-waiting-uploads";
import { formatClock } from "../lib/time-text";
import { LaughMeterPanel } from "./laugh-meter-panel";
import { recordingTitle, startedText } from "./recording-card";
import { RecordingEditor } from "./recording-editor";
import { UploadState } from "./upload-state";

export const DELETE_RECORDING_CONFIRM = "Delete this recording? Its audio, bits and laughs go with it.";

/** `/recordings/:id`: one recorded set to listen back to and correct. */
export function RecordingPage() {
  const parsed = pathId().safeParse(useParams<{ id: string }>().id);
  const id = parsed.success ? parsed.data : 0;
  const recording = useRecording(id);
  const waiting = isWaiting(useWaitingUploads().byServerId.get(id));
  const audio = useRef<HTMLAudioElement>(null);
  const stopWatching = useRef<() => void>(() => undefined);
  const [playheadMs, setPlayheadMs] = useState(0);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const play = (startMs: number, endMs?: number) => {
    if (!audio.current) return;
    stopWatching.current();
    setPlayheadMs(startMs);
    stopWatching.current = playStretch(audio.current, startMs, endMs);
  };
  const seek = (ms: number) => {
    setPlayheadMs(ms);
    if (audio.current) audio.current.currentTime = ms / 1000;
  };
  const remove = async () => {
    if (!window.confirm(DELETE_RECORDING_CONFIRM)) return;
    setDeleting(true);
    try {
      await deleteRecording({ params: { id } });
      queryClient.removeQueries({ queryKey: recordingKey(id) });
      await queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY, exact: true });
      toast({ title: "Recording deleted" });
      navigate("/recordings");
    } catch (error) {
      setDeleting(false);
      toast({ title: "Error deleting recording", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    }
  };

  const back = (
    <Link href="/recordings" className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-spotlight-300 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      All recordings
    </Link>
  );

  if (!parsed.success || recording.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <PageHeader title="Recording not found" description="It may have been deleted." />
      </div>
    );
  }
  if (recording.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-label="Loading recording">
        {back}
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }

  const data = recording.data;
  const durationMs = data.durationMs;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <PageHeader
        title={recordingTitle(data)}
        description={
          <>
            {startedText(data.startedAt)}
            {data.venue && ` · ${data.venue}`}
            {durationMs !== null && ` · ${formatClock(durationMs)}`}
          </>
        }
        actions={<UploadState status={data.audioStatus} waiting={waiting} />}
      />
      {/* The one player: the bit table and the timeline seek it; the comedian can also use its own controls. */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={recordingAudioUrl(id)}
        aria-label="Recording"
        className="w-full"
        onTimeUpdate={(e) => setPlayheadMs(Math.round(e.currentTarget.currentTime * 1000))}
      />
      {durationMs === null ? (
        <p className="rounded-xl border border-stage-600 p-4 text-cream-200">
          This recording is not finished yet. Its bits and laughs show here once it is.
        </p>
      ) : (
        <>
          <RecordingEditor recording={{ ...data, durationMs }} playheadMs={playheadMs} onPlay={play} onSeek={seek} />
          <LaughMeterPanel recording={data} />
        </>
      )}
      <div className="border-t border-stage-700 pt-4">
        <Button variant="ghost" className="h-11 text-neon-300" disabled={deleting} onClick={() => void remove()}>
          <Trash2 aria-hidden />
          {deleting ? "Deleting…" : "Delete recording"}
        </Button>
      </div>
    </div>
  );
}

import { Link } from "wouter";
import type { RecordingSummary } from "@shared/recordings/recording-dto";
import { formatDate } from "@/lib/format";
import { applauseText, formatClock, formatRate, laughsText } from "../lib/time-text";
import { UploadState } from "./upload-state";

export const recordingTitle = (recording: Pick<RecordingSummary, "setListName">) => recording.setListName ?? "Recording without a set list";

export const startedText = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })}`;

/** One recorded set in the list: when, which set, where, how long, how it went, and whether its audio is all up. */
export function RecordingCard({ recording, waiting }: { recording: RecordingSummary; waiting: boolean }) {
  const title = recordingTitle(recording);
  const when = startedText(recording.startedAt);
  return (
    <article
      aria-label={`${title}, ${when}`}
      className="relative flex flex-col gap-2 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 focus-within:border-spotlight-500 hover:border-stage-500 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-cream-50">
            {/* The whole card opens the recording; the link's own text stays the set's name. */}
            <Link href={`/recordings/${recording.id}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {title}
            </Link>
          </h2>
          <p className="text-sm text-cream-300">
            {when}
            {recording.venue && ` · ${recording.venue}`}
          </p>
        </div>
        <UploadState status={recording.audioStatus} waiting={waiting} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-cream-400">Length</dt>
          <dd className="text-cream-100">{recording.durationMs === null ? "Not finished" : formatClock(recording.durationMs)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-cream-400">Laughs</dt>
          <dd className="text-cream-100">{laughsText(recording.laughCount)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-cream-400">LPM</dt>
          <dd className="font-semibold text-spotlight-300">{formatRate(recording.laughsPerMinute)}</dd>
        </div>
        {recording.applauseCount > 0 && (
          <div className="flex gap-1.5">
            <dt className="text-cream-400">Applause</dt>
            <dd className="text-cream-100">{applauseText(recording.applauseCount)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

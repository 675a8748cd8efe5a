import { Pause, Play } from "lucide-react";
import type { Take } from "@shared/recordings/recording-dto";
import { recordingAudioUrl } from "@/data/recordings/endpoints";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { isPendingNote } from "@/data/joke-notes/queries";
import { useStretchPlayer } from "@/lib/use-stretch-player";
import { useJokeTakes } from "@/data/recordings/takes";

const rate = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const takeKey = (take: Take) => `${take.recordingId}-${take.startMs}`;

/** The joke's recorded takes: when, where, its laughs, and each one's stretch of the recording to hear again. */
export function JokeTakes({ id }: { id: number }) {
  const pending = isPendingNote({ id });
  const takes = useJokeTakes(id, !pending);
  const player = useStretchPlayer();
  if (pending || !takes.data || takes.data.length === 0) return null;
  return (
    <section aria-labelledby={`takes-${id}`}>
      <h3 id={`takes-${id}`} className="mb-1.5 text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">
        Recorded takes
      </h3>
      <ul aria-label="Recorded takes" className="grid gap-1">
        {takes.data.map((take) => {
          const key = takeKey(take);
          const on = player.playing === key;
          const when = formatDate(take.startedAt);
          return (
            <li key={key} className="flex items-center gap-3 text-sm text-cream-300">
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={`${on ? "Stop" : "Play"} the take of ${when}${take.venue ? ` at ${take.venue}` : ""}`}
                onClick={() => (on ? player.stop() : player.play(key, recordingAudioUrl(take.recordingId), take.startMs, take.endMs))}
              >
                {on ? <Pause aria-hidden /> : <Play aria-hidden />}
              </Button>
              <span className="min-w-0">
                <span className="font-semibold text-cream-100">{when}</span>
                {take.venue && ` · ${take.venue}`} · {take.laughCount === 1 ? "1 laugh" : `${take.laughCount} laughs`} · {rate(take.laughsPerMinute)} LPM
                {take.applauseCount > 0 && ` · ${take.applauseCount === 1 ? "1 applause break" : `${take.applauseCount} applause breaks`}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

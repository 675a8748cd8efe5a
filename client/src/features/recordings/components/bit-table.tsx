import { Play } from "lucide-react";
import type { RecordingMetrics } from "@shared/recordings/recording-metrics";
import { Button } from "@/components/ui/button";
import { formatClock, formatRate } from "../lib/time-text";

/** The bits of the set with their laughs and applause breaks, in time order: the timeline in words, and where each bit is played from. */
export function BitTable({
  metrics,
  bitName,
  onPlay,
}: {
  metrics: RecordingMetrics;
  bitName: (index: number) => string;
  onPlay: (startMs: number) => void;
}) {
  const rows = [...metrics.bits].sort((a, b) => a.startMs - b.startMs);
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Bits and their laughs, with applause breaks apart (laughs a minute count laughs only)</caption>
      <thead className="text-xs tracking-wide text-cream-400 uppercase">
        <tr className="border-b border-stage-600">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Bit
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            Laughs
          </th>
          <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
            Laugh seconds
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            LPM
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            Applause
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            <span className="sr-only">Play</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bit) => {
          const name = bitName(bit.position);
          return (
            <tr key={bit.position} className="border-b border-stage-700 align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="line-clamp-2 font-semibold break-words text-cream-50">
                  {bit.position + 1}. {name}
                </span>
                <span className="text-cream-300">
                  {formatClock(bit.startMs)}–{formatClock(bit.endMs)}
                </span>
              </th>
              <td className="px-2 py-2 text-right text-cream-100 tabular-nums">{bit.laughCount}</td>
              <td className="hidden px-2 py-2 text-right text-cream-100 tabular-nums sm:table-cell">{bit.laughSeconds.toFixed(1)}</td>
              <td className="px-2 py-2 text-right font-semibold text-spotlight-300 tabular-nums">{formatRate(bit.laughsPerMinute)}</td>
              <td className="px-2 py-2 text-right text-cream-100 tabular-nums">{bit.applauseCount}</td>
              <td className="py-1 pl-2 text-right">
                <Button variant="outline" size="sm" className="h-11" aria-label={`Play bit ${bit.position + 1}, ${name}`} onClick={() => onPlay(bit.startMs)}>
                  <Play aria-hidden />
                  <span className="max-sm:sr-only">Play</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-2 font-semibold text-cream-50">
            Whole set
          </th>
          <td className="px-2 py-2 text-right font-semibold text-cream-50 tabular-nums">{metrics.laughCount}</td>
          <td className="hidden px-2 py-2 text-right font-semibold text-cream-50 tabular-nums sm:table-cell">{metrics.laughSeconds.toFixed(1)}</td>
          <td className="px-2 py-2 text-right font-semibold text-spotlight-300 tabular-nums">{formatRate(metrics.laughsPerMinute)}</td>
          <td className="px-2 py-2 text-right font-semibold text-cream-50 tabular-nums">{metrics.applauseCount}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

import { lazy } from "react";
import { TextLink } from "@/components/text-link";
import type { InsightShow } from "@shared/insights/insights-dto";
import { overTarget, percent, showsSummary } from "@shared/insights/series";
import { formatDate } from "@/lib/format";
import type { InsightRange } from "@shared/insights/ranges";
import { lpmText, minutesText, rangeWords } from "../lib/text";
import { ChartSection, EmptyChart, ScrollTable, td, th } from "./chart-section";

const ShowsChart = lazy(() => import("./shows-chart"));

/** One point per logged show: hit rate and LPM over time, and set length against target. */
export function SetsOverTime({ shows, range }: { shows: InsightShow[]; range: InsightRange }) {
  const period = rangeWords(range);
  return (
    <ChartSection
      title="Sets over time"
      summary={showsSummary(shows)}
      empty={shows.length === 0 ? <EmptyChart>
            {period ? (
              <>
                No shows were logged in {period}. Choose All time, or log a show in the <TextLink href="/performances">performance log</TextLink>.
              </>
            ) : (
              <>
                Log a show in the <TextLink href="/performances">performance log</TextLink> to see your sets over time.
              </>
            )}
          </EmptyChart> : undefined}
      chart={<ShowsChart shows={shows} />}
      chartHeight={400}
      table={<ShowsTable shows={shows} />}
    />
  );
}

function ShowsTable({ shows }: { shows: InsightShow[] }) {
  return (
    <ScrollTable label="Shows over time">
      <caption className="sr-only">Each logged show, oldest first: hit rate, laughs a minute and set length against its target.</caption>
      <thead>
        <tr>
          {["Date", "Venue", "Hit rate", "Laughs/min", "Length", "Target", "Over (+) or under (−)"].map((label) => (
            <th key={label} scope="col" className={th}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shows.map((show) => {
          const over = overTarget(show);
          return (
            <tr key={show.performanceId}>
              <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
                {formatDate(show.performedAt)}
              </th>
              <td className={td}>{show.showName ? `${show.showName} at ${show.venue}` : show.venue}</td>
              <td className={td}>{show.ratedBits === 0 ? "not rated" : `${percent(show.hitRate)} of ${show.ratedBits}`}</td>
              <td className={td}>{lpmText(show.laughsPerMinute)}</td>
              <td className={td}>{minutesText(show.durationSeconds)}</td>
              <td className={td}>{minutesText(show.targetSeconds)}</td>
              <td className={td}>{over === null ? "—" : over > 0 ? `+${minutesText(over)} over` : over < 0 ? `${minutesText(-over)} under` : "on target"}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

import { lazy } from "react";
import { TextLink } from "@/components/text-link";
import type { PipelineWeek } from "@shared/insights/insights-dto";
import { pipelineSeries, pipelineStatuses, pipelineSummary } from "@shared/insights/series";
import { statusLabels } from "@shared/joke-notes/stages";
import { dayYearText } from "../lib/text";
import { ChartSection, EmptyChart, ScrollTable, td, th } from "./chart-section";

const PipelineChart = lazy(() => import("./pipeline-chart"));

/** Joke notes per Joke Lab status now and week by week over 12 weeks. */
export function Pipeline({ weeks }: { weeks: PipelineWeek[] }) {
  const empty = weeks.every((week) => week.notes === 0);
  return (
    <ChartSection
      title="The pipeline"
      summary={pipelineSummary(weeks)}
      empty={empty ? <EmptyChart>
            Write a <TextLink href="/joke-notes">joke note</TextLink> and move it through the <TextLink href="/joke-lab">Joke Lab</TextLink> to see
            your pipeline.
          </EmptyChart> : undefined}
      chart={<PipelineChart weeks={weeks} />}
      chartHeight={270}
      table={<PipelineTable weeks={weeks} />}
    />
  );
}

function PipelineTable({ weeks }: { weeks: PipelineWeek[] }) {
  const series = pipelineSeries(weeks);
  const statuses = pipelineStatuses(weeks);
  return (
    <ScrollTable label="Pipeline by week">
      <caption className="sr-only">Joke notes per Joke Lab status at the end of each week (now, for this week).</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            Week of
          </th>
          {statuses.map((status) => (
            <th key={status} scope="col" className={th}>
              {statusLabels[status]}
            </th>
          ))}
          <th scope="col" className={th}>
            All notes
          </th>
        </tr>
      </thead>
      <tbody>
        {series.map((point) => (
          <tr key={point.weekStart}>
            <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
              {dayYearText(point.weekStart)}
            </th>
            {point.statusesKnown ? (
              statuses.map((status) => (
                <td key={status} className={td}>
                  {point.counts[status]}
                </td>
              ))
            ) : (
              <td colSpan={statuses.length} className={`${td} text-cream-300`}>
                Status not kept yet
              </td>
            )}
            <td className={td}>{point.notes}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

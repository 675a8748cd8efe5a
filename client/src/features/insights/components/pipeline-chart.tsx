import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { PatternLines } from "@visx/pattern";
import { scaleLinear, scalePoint } from "@visx/scale";
import { AreaStack } from "@visx/shape";
import type { PipelineWeek } from "@shared/insights/insights-dto";
import { pipelineSeries, pipelineStatuses, type PipelinePoint } from "@shared/insights/series";
import { productionClasses, statusLabels, type StatusClass } from "@shared/joke-notes/stages";
import { statusColors } from "@/components/charts/chart-colors";
import { useWidth } from "../hooks/use-width";
import { dayText } from "../lib/text";
import { ChartLegend } from "./chart-legend";

// The pipeline's chart, a chunk of its own (with the chart library): fetched when the chart
// comes near the viewport, not with the page.

type Layer = StatusClass | "unknown";
const tick = { fill: "#d9cbb8", fontSize: 11, fontFamily: "inherit" } as const;
const axisColor = "#756870";
/** Production layers are hatched, development ones solid, the unknown band cross-hatched grey. */
const hatched = (status: StatusClass) => (productionClasses as readonly string[]).includes(status);
const fillOf = (layer: Layer) => (layer === "unknown" ? "url(#insights-unknown)" : hatched(layer) ? `url(#insights-${layer})` : statusColors[layer]);
const labelOf = (layer: Layer) => (layer === "unknown" ? "Status not kept yet" : statusLabels[layer]);

/** Joke notes per status, week by week, as a stacked area (aria-hidden: the table has the numbers). */
export default function PipelineChart({ weeks }: { weeks: PipelineWeek[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const series = pipelineSeries(weeks);
  const statuses = pipelineStatuses(weeks);
  const layers: Layer[] = [...statuses, ...(series.some((p) => p.unknown > 0) ? (["unknown"] as const) : [])];
  const margin = { left: 44, right: 26 };
  const inner = Math.max(120, width - margin.left - margin.right);
  const height = 180;
  const x = scalePoint({ domain: series.map((p) => p.weekStart), range: [0, inner] });
  const y = scaleLinear({ domain: [0, Math.max(1, ...series.map((p) => p.notes))], range: [height, 0], nice: true });
  const value = (point: PipelinePoint, layer: Layer) => (layer === "unknown" ? point.unknown : point.counts[layer]);
  const everyOther = inner < 420;

  return (
    <div className="flex flex-col gap-2">
      <div ref={ref} className="w-full">
        <svg aria-hidden width={width} height={height + 40} className="block">
          <defs>
            {productionClasses.map((status) => (
              <PatternLines key={status} id={`insights-${status}`} height={6} width={6} stroke={statusColors[status]} strokeWidth={2} orientation={["diagonal"]} background="#1d171a" />
            ))}
            <PatternLines id="insights-unknown" height={6} width={6} stroke="#8d7f86" strokeWidth={1} orientation={["diagonal", "diagonalRightToLeft"]} background="#2a2226" />
          </defs>
          <Group left={margin.left} top={10}>
            <AreaStack<PipelinePoint>
              keys={layers}
              data={series}
              value={(point, key) => value(point, key as Layer)}
              x={(d) => x(d.data.weekStart) ?? 0}
              y0={(d) => y(d[0])}
              y1={(d) => y(d[1])}
            >
              {({ stacks, path }) =>
                stacks.map((stack) => {
                  const layer = stack.key as Layer;
                  const color = layer === "unknown" ? "#8d7f86" : statusColors[layer];
                  return <path key={layer} d={path(stack) ?? ""} fill={fillOf(layer)} stroke={color} strokeWidth={1} />;
                })
              }
            </AreaStack>
            <AxisLeft scale={y} tickValues={y.ticks(4).filter(Number.isInteger)} tickFormat={(v) => String(v)} stroke={axisColor} tickStroke={axisColor} tickLabelProps={() => ({ ...tick, textAnchor: "end", dx: -4, dy: 3 })} />
            <AxisBottom
              top={height}
              scale={x}
              tickValues={series.map((p) => p.weekStart).filter((_, i) => !everyOther || i % 2 === 1)}
              tickFormat={(week) => dayText(week)}
              stroke={axisColor}
              tickStroke={axisColor}
              tickLabelProps={() => ({ ...tick, textAnchor: "middle" })}
            />
          </Group>
        </svg>
      </div>
      <ChartLegend
        label="Pipeline legend"
        items={layers.map((layer) => ({
          key: layer,
          swatch: <rect x={3} y={0} width={12} height={12} fill={fillOf(layer)} stroke={layer === "unknown" ? "#8d7f86" : statusColors[layer]} />,
          text: labelOf(layer),
        }))}
      />
    </div>
  );
}

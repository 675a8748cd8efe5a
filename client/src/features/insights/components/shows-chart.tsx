import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scaleTime } from "@visx/scale";
import { LinePath } from "@visx/shape";
import type { InsightShow } from "@shared/insights/insights-dto";
import { overTarget } from "@shared/insights/series";
import { lineColors } from "@/components/charts/chart-colors";
import { useWidth } from "../hooks/use-width";
import { ChartLegend } from "./chart-legend";

// Sets over time's chart, a chunk of its own (with the chart library): fetched when the chart
// comes near the viewport, not with the page.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const tick = { fill: "#d9cbb8", fontSize: 11, fontFamily: "inherit" } as const;
const axisColor = "#756870";

/** Hit rate and LPM over time, and set length against target (aria-hidden: the table has the numbers). */
export default function ShowsChart({ shows }: { shows: InsightShow[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const margin = { left: 44, right: 40 };
  const inner = Math.max(120, width - margin.left - margin.right);
  const times = shows.map((s) => Date.parse(s.performedAt));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const pad = Math.max(86_400_000, (last - first) * 0.02);
  const x = scaleTime({ domain: [new Date(first - pad), new Date(last + pad)], range: [0, inner] });
  const points = shows.map((show, i) => ({ show, x: x(times[i] ?? 0) }));
  const hasLpm = shows.some((s) => s.laughsPerMinute !== null);
  const maxLpm = Math.max(6, ...shows.map((s) => s.laughsPerMinute ?? 0));
  const rateHeight = 150;
  const rateY = scaleLinear({ domain: [0, 1], range: [rateHeight, 0] });
  const lpmY = scaleLinear({ domain: [0, maxLpm], range: [rateHeight, 0], nice: true });
  const timed = shows.filter((s) => s.durationSeconds !== null || s.targetSeconds !== null);
  const maxMinutes = Math.max(1, ...timed.map((s) => Math.max(s.durationSeconds ?? 0, s.targetSeconds ?? 0) / 60));
  const barHeight = 100;
  const lengthY = scaleLinear({ domain: [0, maxMinutes], range: [barHeight, 0], nice: true });
  const barWidth = Math.max(1.5, Math.min(12, (inner / Math.max(1, shows.length)) * 0.7));
  const gap = 40;
  const height = 22 + rateHeight + gap + barHeight + 30;
  const ticks = Math.max(2, Math.min(8, Math.floor(inner / 80)));
  // Hundreds of shows: each kind of mark is one path (a DOM node apiece would slow the page's first draw).
  const lengths = { over: [] as Bar[], under: [] as Bar[] };
  let targets = "";
  for (const p of points) {
    const seconds = p.show.durationSeconds;
    const over = overTarget(p.show);
    if (seconds !== null) (over !== null && over > 0 ? lengths.over : lengths.under).push({ x: p.x - barWidth / 2, y: lengthY(seconds / 60), width: barWidth, bottom: barHeight });
    if (p.show.targetSeconds !== null) targets += `M${p.x - barWidth / 2 - 2},${lengthY(p.show.targetSeconds / 60)}h${barWidth + 4}`;
  }
  const dateTick = (value: Date | { valueOf(): number }) => {
    const date = new Date(value.valueOf());
    return last - first > 300 * 86_400_000 ? `${MONTHS[date.getMonth()]} ’${String(date.getFullYear()).slice(2)}` : `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  };

  return (
    <div className="flex flex-col gap-2">
      <div ref={ref} className="w-full">
        <svg aria-hidden width={width} height={height} className="block">
          <Group left={margin.left} top={22}>
            <text x={-margin.left} y={-12} {...tick} fontSize={10}>
              Hit rate
            </text>
            {[0, 0.5, 1].map((v) => (
              <line key={v} x1={0} x2={inner} y1={rateY(v)} y2={rateY(v)} stroke="#2a2226" />
            ))}
            <AxisLeft scale={rateY} tickValues={[0, 0.5, 1]} tickFormat={(v) => `${Math.round(Number(v) * 100)}%`} stroke={axisColor} tickStroke={axisColor} tickLabelProps={() => ({ ...tick, textAnchor: "end", dx: -4, dy: 3 })} />
            {hasLpm && (
              <>
                <AxisRight left={inner} scale={lpmY} tickValues={lpmY.ticks(4).filter(Number.isInteger)} tickFormat={(v) => String(v)} stroke={axisColor} tickStroke={axisColor} tickLabelProps={() => ({ ...tick, textAnchor: "start", dx: 4, dy: 3 })} />
                <text x={inner + margin.right} y={-12} textAnchor="end" {...tick} fontSize={10}>
                  LPM
                </text>
                <LinePath
                  data={points}
                  x={(p) => p.x}
                  y={(p) => lpmY(p.show.laughsPerMinute ?? 0)}
                  defined={(p) => p.show.laughsPerMinute !== null}
                  stroke={lineColors.lpm}
                  strokeWidth={1.5}
                  strokeDasharray="5 3"
                />
                <path d={squares(points.flatMap((p) => (p.show.laughsPerMinute === null ? [] : [{ x: p.x, y: lpmY(p.show.laughsPerMinute) }])), 2.5)} fill={lineColors.lpm} />
              </>
            )}
            <LinePath data={points} x={(p) => p.x} y={(p) => rateY(p.show.hitRate ?? 0)} defined={(p) => p.show.hitRate !== null} stroke={lineColors.hitRate} strokeWidth={1.75} />
            <path d={dots(points.flatMap((p) => (p.show.hitRate === null ? [] : [{ x: p.x, y: rateY(p.show.hitRate) }])), shows.length > 120 ? 1.8 : 3)} fill={lineColors.hitRate} />
          </Group>
          <Group left={margin.left} top={22 + rateHeight + gap}>
            <text x={-margin.left} y={-12} {...tick} fontSize={10}>
              Set length (minutes)
            </text>
            <AxisLeft scale={lengthY} tickValues={lengthY.ticks(4).filter(Number.isInteger)} tickFormat={(v) => String(v)} stroke={axisColor} tickStroke={axisColor} tickLabelProps={() => ({ ...tick, textAnchor: "end", dx: -4, dy: 3 })} />
            <path d={bars(lengths.under)} fill={lineColors.under} />
            <path d={bars(lengths.over)} fill="url(#insights-over)" stroke={lineColors.over} strokeWidth={barWidth > 4 ? 1 : 0} />
            <path d={targets} stroke={lineColors.target} strokeWidth={2} />
            <AxisBottom top={barHeight} scale={x} numTicks={ticks} tickFormat={dateTick} stroke={axisColor} tickStroke={axisColor} tickLabelProps={() => ({ ...tick, textAnchor: "middle" })} />
          </Group>
        </svg>
      </div>
      <ChartLegend
        label="Sets over time legend"
        items={[
          { key: "hit", swatch: <><line x1={0} x2={18} y1={6} y2={6} stroke={lineColors.hitRate} strokeWidth={2} /><circle cx={9} cy={6} r={3} fill={lineColors.hitRate} /></>, text: "Hit rate" },
          ...(hasLpm ? [{ key: "lpm", swatch: <><line x1={0} x2={18} y1={6} y2={6} stroke={lineColors.lpm} strokeWidth={2} strokeDasharray="5 3" /><rect x={6.5} y={3.5} width={5} height={5} fill={lineColors.lpm} /></>, text: "Laughs a minute (recorded sets)" }] : []),
          { key: "under", swatch: <rect x={3} y={0} width={12} height={12} fill={lineColors.under} />, text: "Set length, within target" },
          { key: "over", swatch: <rect x={3} y={0} width={12} height={12} fill="url(#insights-over)" stroke={lineColors.over} />, text: "Set length, over target" },
          { key: "target", swatch: <line x1={0} x2={18} y1={6} y2={6} stroke={lineColors.target} strokeWidth={2} />, text: "Set list target" },
        ]}
      />
    </div>
  );
}

interface Bar {
  x: number;
  y: number;
  width: number;
  bottom: number;
}

interface Point {
  x: number;
  y: number;
}

/** Bars from their tops down to `bottom`, as one path. */
const bars = (list: Bar[]) => list.map((b) => `M${b.x},${b.y}h${b.width}V${b.bottom}h${-b.width}Z`).join("");

/** A dot of radius `r` at each point, as one path. */
const dots = (list: Point[], r: number) => list.map((p) => `M${p.x - r},${p.y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`).join("");

/** A square of half-side `h` at each point, as one path. */
const squares = (list: Point[], h: number) => list.map((p) => `M${p.x - h},${p.y - h}h${2 * h}v${2 * h}h${-2 * h}Z`).join("");

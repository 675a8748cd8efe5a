import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";

interface SparklineProps {
  values: readonly (number | null)[];
  /** The values' range; a gap in the line where a value is null. */
  domain: [number, number];
  width?: number;
  height?: number;
  color: string;
  dashed?: boolean;
  className?: string;
}

/** A small line with a dot per point (drawn for the eye only: its numbers are in text beside it). */
export function Sparkline({ values, domain, width = 96, height = 28, color, dashed = false, className }: SparklineProps) {
  const pad = 3;
  const x = scaleLinear({ domain: [0, Math.max(1, values.length - 1)], range: [pad, width - pad] });
  const y = scaleLinear({ domain, range: [height - pad, pad] });
  const points = values.map((value, index) => ({ value, index }));
  return (
    <svg aria-hidden width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={className}>
      <LinePath
        data={points}
        x={(p) => x(p.index)}
        y={(p) => y(p.value ?? 0)}
        defined={(p) => p.value !== null}
        stroke={color}
        strokeWidth={1.75}
        strokeDasharray={dashed ? "4 2" : undefined}
        fill="none"
      />
      {points.map((p) =>
        p.value === null ? null : dashed ? (
          <rect key={p.index} x={x(p.index) - 2} y={y(p.value) - 2} width={4} height={4} fill={color} />
        ) : (
          <circle key={p.index} cx={x(p.index)} cy={y(p.value)} r={2.2} fill={color} />
        ),
      )}
    </svg>
  );
}

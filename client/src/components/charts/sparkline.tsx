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

const PAD = 3;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A small line with a dot per point (drawn for the eye only: its numbers are in text beside it).
 * Drawn by hand, without a chart library: the dashboard's card and the first rows of /insights
 * draw it before anything else, and a scale is one line of arithmetic.
 */
export function Sparkline({ values, domain, width = 96, height = 28, color, dashed = false, className }: SparklineProps) {
  const [low, high] = domain;
  const x = (index: number) => round(PAD + (index / Math.max(1, values.length - 1)) * (width - 2 * PAD));
  const y = (value: number) => round(height - PAD - ((value - low) / (high - low || 1)) * (height - 2 * PAD));
  let line = "";
  let dots = "";
  values.forEach((value, index) => {
    if (value === null) return;
    const point = `${x(index)},${y(value)}`;
    line += `${index > 0 && values[index - 1] !== null ? "L" : "M"}${point}`;
    dots += `M${point}h0`;
  });
  return (
    <svg aria-hidden width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={className}>
      <path d={line} stroke={color} strokeWidth={1.75} strokeDasharray={dashed ? "4 2" : undefined} fill="none" />
      {/* Every dot in one path (a zero-length stroke with round or square caps): a table of
          sparklines is hundreds of dots, and one element apiece slowed the page's first draw. */}
      <path d={dots} stroke={color} strokeWidth={dashed ? 4 : 4.4} strokeLinecap={dashed ? "square" : "round"} fill="none" />
    </svg>
  );
}

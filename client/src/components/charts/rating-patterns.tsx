import { PatternCircles, PatternLines } from "@visx/pattern";
import { ratingColors } from "./chart-colors";

/** The rating patterns, once per page (an SVG's <defs> serve every SVG of the document). */
export function RatingPatterns() {
  return (
    <svg aria-hidden width={0} height={0} className="absolute">
      <defs>
        <PatternLines id="insights-good" height={5} width={5} stroke={ratingColors.good} strokeWidth={2} orientation={["diagonal"]} background="#0f3b36" />
        <PatternCircles id="insights-ok" height={5} width={5} radius={1.4} fill={ratingColors.ok} background="#3a332b" complement />
        <PatternLines id="insights-bombed" height={6} width={6} stroke={ratingColors.bombed} strokeWidth={1.5} orientation={["diagonal", "diagonalRightToLeft"]} background="#4d0a15" />
        <PatternLines id="insights-over" height={6} width={6} stroke="#ff5a78" strokeWidth={2} orientation={["diagonal"]} background="#4d0a15" />
      </defs>
    </svg>
  );
}

import type { StatusClass } from "@shared/joke-notes/stages";
import type { PerformanceRating } from "@shared/performances/ratings";

// Colours of the insights charts. Each is at least 3:1 against the cards' background
// (stage-900, #141012), as WCAG 1.4.11 asks of graphics, and none carries meaning alone: ratings
// and over/under bars also have a pattern, every chart has a legend in words and a table.

export const ratingColors: Record<PerformanceRating, string> = {
  killed: "#fcc14d", // spotlight-400, 11.6:1
  good: "#5eead4", // teal, 12.8:1
  ok: "#b9a993", // cream-400, 8.2:1
  bombed: "#ff5a78", // neon-400, 6.3:1
};

/** A pattern per rating: solid, stripes, dots, cross-hatch (ids of the <defs> in RatingPatterns). */
export const ratingFills: Record<PerformanceRating, string> = {
  killed: "#fcc14d",
  good: "url(#insights-good)",
  ok: "url(#insights-ok)",
  bombed: "url(#insights-bombed)",
};

export const statusColors: Record<StatusClass, string> = {
  idea: "#fcc14d",
  on_hold: "#b9a993",
  working_on: "#ff8aa0",
  main: "#5eead4",
  open_mic_material: "#93c5fd",
  my_stool_material: "#c4b5fd",
  none: "#8d7f86",
};

export const lineColors = { hitRate: "#fcc14d", lpm: "#5eead4", target: "#f6ecdd", over: "#ff5a78", under: "#5eead4" } as const;

/** The writing calendar's five steps: nothing (outlined, 3.6:1), then four of the busiest day's quarters, each brighter (3.5:1 and up). */
export const heatColors = ["#2a2226", "#93600f", "#c27d0a", "#f5a524", "#ffe6b0"] as const;

/** How a bit went on the night, best first. */
export const performanceRatings = ["killed", "good", "ok", "bombed"] as const;
export type PerformanceRating = (typeof performanceRatings)[number];

export const ratingLabels: Record<PerformanceRating, string> = {
  killed: "Killed",
  good: "Good",
  ok: "OK",
  bombed: "Bombed",
};

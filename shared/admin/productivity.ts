export const productivityLabels = ["High", "Medium", "Low", "New"] as const;
export type ProductivityLabel = (typeof productivityLabels)[number];

/** The admin users list's label for a comedian's output: > 50 jokes High, > 20 Medium, > 5 Low, else New. */
export function productivityLabel(totalJokes: number): ProductivityLabel {
  if (totalJokes > 50) return "High";
  if (totalJokes > 20) return "Medium";
  if (totalJokes > 5) return "Low";
  return "New";
}

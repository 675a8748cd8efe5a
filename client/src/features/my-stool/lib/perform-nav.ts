/** The next (+1) or previous (-1) joke, wrapping around the set; 0 for an empty set. */
export function stepIndex(index: number, total: number, step: 1 | -1): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** "n of total", as the position indicator reads. */
export const positionLabel = (index: number, total: number): string => `${index + 1} of ${total}`;

/** Previous and Next only make sense with two jokes or more. */
export const canStep = (total: number): boolean => total > 1;

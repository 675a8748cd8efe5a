/** How far a bit's type may shrink to fit the screen, and grow when it is short. */
export const FIT_MIN = 0.4;
export const FIT_MAX = 1.6;

/**
 * The largest factor in [min, max] for which `fits` holds, to within `precision`, given that
 * anything smaller than a fitting factor fits too. `min` when even that does not fit (the
 * stage then scrolls).
 */
export function largestFitting(fits: (factor: number) => boolean, min = FIT_MIN, max = FIT_MAX, precision = 0.02): number {
  if (fits(max)) return max;
  if (!fits(min)) return min;
  let low = min; // fits
  let high = max; // does not fit
  while (high - low > precision) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return Math.floor(low * 1000) / 1000;
}

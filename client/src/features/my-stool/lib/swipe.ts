export const SWIPE_MIN_PX = 50;

/**
 * A finger's sideways swipe: left (dx < 0) is the next joke (+1), right the previous (-1).
 * Short moves and mostly vertical ones (scrolling) are not swipes (0).
 */
export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_PX): 1 | -1 | 0 {
  if (Math.abs(dx) < minDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

export const DAY = 86_400_000;

/** Noon UTC `n` days ago: well inside that day in any zone the tests use. */
export const daysAgo = (n: number): string => new Date(Math.floor(Date.now() / DAY) * DAY - n * DAY + 12 * 3_600_000).toISOString();

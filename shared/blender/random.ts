/** A source of numbers in [0, 1), like Math.random; tests pass a fixed sequence. */
export type Random = () => number;

/** One item chosen by `random`, or undefined from an empty list. */
export function pick<T>(items: readonly T[], random: Random): T | undefined {
  if (items.length === 0) return undefined;
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index];
}

/** A Random that returns `values` in turn (then repeats the last one): for tests. */
export function sequence(...values: number[]): Random {
  let next = 0;
  return () => values[Math.min(next++, values.length - 1)] ?? 0;
}

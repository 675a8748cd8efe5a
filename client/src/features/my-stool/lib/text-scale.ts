/** Text sizes in perform mode, as multiples of the default (A− / A+ step through them). */
export const textScales = [0.7, 0.85, 1, 1.2, 1.4, 1.7, 2] as const;
export const DEFAULT_TEXT_SCALE = 1;

export function readTextScale(raw: string | null | undefined): number {
  const value = Number(raw);
  return (textScales as readonly number[]).includes(value) ? value : DEFAULT_TEXT_SCALE;
}

/** One size smaller (-1) or larger (+1), staying within the range. */
export function stepTextScale(scale: number, step: 1 | -1): number {
  const index = (textScales as readonly number[]).indexOf(scale);
  const from = index < 0 ? textScales.indexOf(DEFAULT_TEXT_SCALE) : index;
  return textScales[Math.max(0, Math.min(textScales.length - 1, from + step))] ?? DEFAULT_TEXT_SCALE;
}

export const isSmallestScale = (scale: number): boolean => scale <= textScales[0];
export const isLargestScale = (scale: number): boolean => scale >= textScales[textScales.length - 1]!;

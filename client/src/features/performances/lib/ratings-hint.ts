/**
 * What the show form says where bits would be rated, when there are none to rate: never
 * "pick a set list" when there is none to pick, nor when the picked one has no bits.
 */
export type RatingsHint = "loading" | "no-set-lists" | "pick-a-set" | "empty-set";

export function ratingsHint({
  setListCount,
  pickedSet,
}: {
  /** How many set lists the comedian has; undefined while they load. */
  setListCount: number | undefined;
  /** The picked set list: null when none is picked, undefined while it loads, else its bit count. */
  pickedSet: { bits: number } | null | undefined;
}): RatingsHint {
  if (pickedSet === undefined) return "loading";
  if (pickedSet !== null) return "empty-set";
  if (setListCount === undefined) return "loading";
  return setListCount === 0 ? "no-set-lists" : "pick-a-set";
}

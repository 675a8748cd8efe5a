interface Identified {
  id: number;
}

/** The ids with `id` moved `offset` places (clamped to the ends); unchanged when it is absent. */
export function moveId(ids: readonly number[], id: number, offset: number): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, from + offset));
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** The items in the order of `ids`; items not listed follow in their old order. */
export function orderByIds<T extends Identified>(items: readonly T[], ids: readonly number[]): T[] {
  const place = new Map(ids.map((id, index) => [id, index]));
  const rank = (item: T) => place.get(item.id) ?? ids.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Applies a drag made in a filtered view to the whole saved order: the visible notes take
 * their new order inside the slots they already occupy, and hidden notes stay put.
 */
export function mergeVisibleOrder(allIds: readonly number[], visibleNewOrder: readonly number[]): number[] {
  const visible = new Set(visibleNewOrder);
  const queue = [...visibleNewOrder];
  return allIds.map((id) => (visible.has(id) ? (queue.shift() ?? id) : id));
}

/** Moves one element of a list from one index to another (dnd-kit's arrayMove, kept pure here). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item === undefined) return copy;
  copy.splice(to, 0, item);
  return copy;
}

/** "Send to top": the note first, the rest in their saved order. */
export function sendToTop(allIds: readonly number[], id: number): number[] {
  return [id, ...allIds.filter((other) => other !== id)];
}

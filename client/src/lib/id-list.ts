/** Edits of a cached list of rows with ids, for optimistic updates; each returns a new list. */
interface Identified {
  id: number;
}

/** The row with `id` changed by `patch`, moved to the top when `toTop` (a promotion). */
export function patchById<T extends Identified>(items: readonly T[], id: number, patch: Partial<T>, toTop: boolean): T[] {
  const index = items.findIndex((item) => item.id === id);
  const current = items[index];
  if (!current) return [...items];
  const changed = { ...current, ...patch };
  if (!toTop) return items.map((item) => (item.id === id ? changed : item));
  return [changed, ...items.slice(0, index), ...items.slice(index + 1)];
}

/** A saved row first in the list, and never twice (a most-recently-changed-first list after a create or an edit). */
export function putFirst<T extends Identified>(items: readonly T[], saved: T): T[] {
  return [saved, ...items.filter((item) => item.id !== saved.id)];
}

/** The server's copy of a row in place of the optimistic one, keeping its position. */
export function replaceById<T extends Identified>(items: readonly T[], saved: T): T[] {
  return items.map((item) => (item.id === saved.id ? saved : item));
}

/**
 * Puts the row with `id` back as it was in `snapshot`, at its old index (or takes it out
 * when the snapshot had none: an optimistic insert). Rows that changed in the meantime
 * keep their new state.
 */
export function restoreById<T extends Identified>(items: readonly T[], snapshot: readonly T[], id: number): T[] {
  const others = items.filter((item) => item.id !== id);
  const index = snapshot.findIndex((item) => item.id === id);
  const previous = snapshot[index];
  if (!previous) return others;
  const at = Math.min(index, others.length);
  return [...others.slice(0, at), previous, ...others.slice(at)];
}

/**
 * The saved row in place of the placeholder shown while it was being created; on top when
 * the placeholder is gone, and never twice (a refetch may have brought it already).
 */
export function swapPlaceholder<T extends Identified>(items: readonly T[], placeholderId: number, saved: T): T[] {
  const others = items.filter((item) => item.id !== saved.id);
  if (!others.some((item) => item.id === placeholderId)) {
    return others.length < items.length ? [...items] : [saved, ...items];
  }
  return others.map((item) => (item.id === placeholderId ? saved : item));
}

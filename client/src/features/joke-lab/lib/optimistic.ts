interface Identified {
  id: number;
}

/** The note with `id` changed by `patch`, at the top of the list when `toTop` (a promotion). */
export function applyPatch<T extends Identified>(notes: readonly T[], id: number, patch: Partial<T>, toTop: boolean): T[] {
  const index = notes.findIndex((note) => note.id === id);
  const current = notes[index];
  if (!current) return [...notes];
  const changed = { ...current, ...patch };
  if (!toTop) return notes.map((note) => (note.id === id ? changed : note));
  return [changed, ...notes.slice(0, index), ...notes.slice(index + 1)];
}

/**
 * Puts a note back as it was, at its old index, after a failed move. Other notes that moved
 * in the meantime keep their new state.
 */
export function restoreNote<T extends Identified>(notes: readonly T[], previous: T, index: number): T[] {
  const others = notes.filter((note) => note.id !== previous.id);
  const at = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, at), previous, ...others.slice(at)];
}

/** The server's copy of a note in place of the optimistic one, keeping its position. */
export function replaceNote<T extends Identified>(notes: readonly T[], saved: T): T[] {
  return notes.map((note) => (note.id === saved.id ? saved : note));
}

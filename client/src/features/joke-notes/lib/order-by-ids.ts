/** The notes in the order of `ids`; notes the list leaves out follow in their current order. */
export function orderByIds<T extends { id: number }>(notes: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(notes.map((note) => [note.id, note]));
  const listed = ids.flatMap((id) => {
    const note = byId.get(id);
    return note ? [note] : [];
  });
  const seen = new Set(ids);
  return [...listed, ...notes.filter((note) => !seen.has(note.id))];
}

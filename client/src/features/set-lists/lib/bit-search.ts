export interface SearchableNote {
  id: number;
  setup: string;
  punchlines: readonly string[];
}

/** Joke notes that could join the set: not already in it, matching every word searched for. */
export function bitCandidates<T extends SearchableNote>(notes: readonly T[], inSet: ReadonlySet<number>, query: string, limit = 30): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found: T[] = [];
  for (const note of notes) {
    if (note.id < 0 || inSet.has(note.id)) continue;
    const text = `${note.setup}\n${note.punchlines.join("\n")}`.toLowerCase();
    if (words.every((word) => text.includes(word))) found.push(note);
    if (found.length >= limit) break;
  }
  return found;
}

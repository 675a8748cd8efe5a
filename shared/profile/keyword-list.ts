/**
 * The one rule for a keyword list, used by the form as entries are added and by the server
 * on every save: each entry trimmed, empty entries and repeats (ignoring case) dropped,
 * the first spelling kept.
 */
export function normalizeKeywordList(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const value = entry.trim();
    const key = value.toLocaleLowerCase("en-US");
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

/** The list with `entry` added (normalised), or unchanged when it is blank or already there. */
export function addKeyword(list: readonly string[], entry: string): string[] {
  return normalizeKeywordList([...list, entry]);
}

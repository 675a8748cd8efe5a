interface SearchableThought {
  content: string;
  tags: readonly string[];
  categoryId: number;
  isFavorite: boolean;
}

/** Case-insensitive match of the search text in the content or any tag; blank matches all. */
export function matchesThoughtSearch(thought: Pick<SearchableThought, "content" | "tags">, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return (
    thought.content.toLocaleLowerCase().includes(needle) ||
    thought.tags.some((tag) => tag.toLocaleLowerCase().includes(needle))
  );
}

export interface ThoughtFilter {
  /** The selected category; null shows every category. */
  categoryId: number | null;
  search: string;
  favoritesOnly: boolean;
}

/** The thoughts the list shows, in the order given. */
export function visibleThoughts<T extends SearchableThought>(thoughts: readonly T[], filter: ThoughtFilter): T[] {
  return thoughts.filter(
    (thought) =>
      (filter.categoryId === null || thought.categoryId === filter.categoryId) &&
      (!filter.favoritesOnly || thought.isFavorite) &&
      matchesThoughtSearch(thought, filter.search),
  );
}

export const thoughtCount = (count: number): string => `${count} ${count === 1 ? "thought" : "thoughts"}`;

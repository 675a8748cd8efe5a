import { statusClass, type StatusClass } from "./stages";

interface ListNote {
  id: number;
  setup: string;
  punchlines: string[];
  notes: string | null;
  onStool: boolean;
  stage: string | null;
  stoolCategory: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export const sortOptions = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "setup", label: "Setup A-Z" },
  { value: "updated", label: "Recently Updated" },
] as const;
export type SortOption = (typeof sortOptions)[number]["value"];
export const DEFAULT_SORT: SortOption = "newest";

/** Case-insensitive search over the setup, every punchline and the notes. */
export function matchesSearch(note: Pick<ListNote, "setup" | "punchlines" | "notes">, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [note.setup, note.notes ?? "", ...note.punchlines].some((text) => text.toLocaleLowerCase().includes(q));
}

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Newest is the saved order: new notes land on top and the comedian's drags and
 * "send to top" rearrange it (see docs/decisions). The others sort a copy.
 */
export function sortNotes<T extends ListNote>(notes: readonly T[], sort: SortOption): T[] {
  const copy = [...notes];
  switch (sort) {
    case "newest":
      return copy;
    case "oldest":
      return copy.sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
    case "setup":
      return copy.sort((a, b) => a.setup.localeCompare(b.setup, undefined, { sensitivity: "base", numeric: true }) || a.id - b.id);
    case "updated":
      return copy.sort(
        (a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt) || b.id - a.id,
      );
  }
}

export function filterByStatus<T extends ListNote>(notes: readonly T[], enabled: ReadonlySet<StatusClass>): T[] {
  return notes.filter((note) => enabled.has(statusClass(note)));
}

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}

export const SETUP_PREVIEW_SMALL = 30;
export const SETUP_PREVIEW_LARGE = 50;

export function punchlineCount(count: number): string {
  return `${count} ${count === 1 ? "punchline" : "punchlines"}`;
}

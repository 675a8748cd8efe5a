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
  { value: "best", label: "Best Performing" },
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

/** Saved order: lower place first, and the newer id first on a shared place (as the server orders it). */
const bySavedOrder = (a: Pick<ListNote, "id"> & { sortOrder?: number }, b: Pick<ListNote, "id"> & { sortOrder?: number }) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || b.id - a.id;

/** How two notes compare in a sort; "newest" compares saved places. */
export function compareNotes(sort: SortOption): (a: ListNote & { sortOrder?: number }, b: ListNote & { sortOrder?: number }) => number {
  switch (sort) {
    case "newest":
      return bySavedOrder;
    case "oldest":
      return (a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id;
    case "setup":
      return (a, b) => a.setup.localeCompare(b.setup, undefined, { sensitivity: "base", numeric: true }) || a.id - b.id;
    case "updated":
      return (a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt) || b.id - a.id;
    case "best":
      // The ratings live with the performances and only the server orders by them; in the
      // browser (print, a whole-file view) the order falls back to its last tie-break, newest first.
      return (a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;
  }
}

/**
 * Newest is the saved order: new notes land on top and the comedian's drags and
 * "send to top" rearrange it (see docs/decisions). The others sort a copy.
 */
export function sortNotes<T extends ListNote>(notes: readonly T[], sort: SortOption): T[] {
  return sort === "newest" ? [...notes] : [...notes].sort(compareNotes(sort));
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

import type { PrintSelection } from "@shared/joke-notes/list-page";
import type { ListView } from "@/data/joke-notes/cache-edits";

/**
 * The notes picked: some ids, or (after "Select All") every note of a view, as many as it
 * matched then, but the ids taken out since. Nothing of the whole file is read to pick.
 */
export type Picked = { all: null; ids: ReadonlySet<number> } | { all: ListView; count: number; ids: ReadonlySet<number> };

export const NOTHING_PICKED: Picked = { all: null, ids: new Set() };

/** What the server is asked to print for a pick, in a sort. */
export function printRequest(picked: Picked, sort: ListView["sort"]): PrintSelection {
  if (picked.all === null) return { sort, ids: [...picked.ids] };
  const { q, statuses } = picked.all;
  return { sort, all: true, q, status: statuses ? [...statuses] : undefined, exceptIds: [...picked.ids] };
}

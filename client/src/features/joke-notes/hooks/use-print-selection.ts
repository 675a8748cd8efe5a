import { useCallback, useMemo, useState } from "react";
import type { PrintSelection } from "@shared/joke-notes/list-page";
import type { ListView } from "@/lib/joke-note-cache-edits";

/** What the rows ask: is this note picked for printing? */
export interface PrintChoice {
  has: (id: number) => boolean;
}

/**
 * The notes picked: some ids, or (after "Select All") every note of a view, as many as it
 * matched then, but the ids taken out since. Nothing of the whole file is read to pick.
 */
type Picked = { all: null; ids: ReadonlySet<number> } | { all: ListView; count: number; ids: ReadonlySet<number> };

const NONE: Picked = { all: null, ids: new Set() };

/** What the server is asked to print for a pick, in a sort. */
export function printRequest(picked: Picked, sort: ListView["sort"]): PrintSelection {
  if (picked.all === null) return { sort, ids: [...picked.ids] };
  const { q, statuses } = picked.all;
  return { sort, all: true, q, status: statuses ? [...statuses] : undefined, exceptIds: [...picked.ids] };
}

/** Print mode and the notes picked for printing. */
export function usePrintSelection() {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<Picked>(NONE);

  const selected = useMemo<PrintChoice>(
    () => ({ has: (id) => (picked.all === null ? picked.ids.has(id) : !picked.ids.has(id)) }),
    [picked],
  );
  const count = picked.all === null ? picked.ids.size : Math.max(0, picked.count - picked.ids.size);

  return {
    active,
    selected,
    count,
    picked,
    start: useCallback(() => setActive(true), []),
    stop: useCallback(() => {
      setActive(false);
      setPicked(NONE);
    }, []),
    toggle: useCallback((id: number, on: boolean) => {
      setPicked((current) => {
        const ids = new Set(current.ids);
        // In "all" mode the ids are the notes left out.
        if (on === (current.all === null)) ids.add(id);
        else ids.delete(id);
        return { ...current, ids };
      });
    }, []),
    selectAll: useCallback((view: ListView, matching: number) => setPicked({ all: view, count: matching, ids: new Set() }), []),
    clear: useCallback(() => setPicked(NONE), []),
  };
}

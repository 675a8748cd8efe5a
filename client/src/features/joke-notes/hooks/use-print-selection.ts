import { useCallback, useMemo, useState } from "react";
import type { ListView } from "@/data/joke-notes/cache-edits";
import { NOTHING_PICKED, type Picked } from "../lib/print-request";

/** What the rows ask: is this note picked for printing? */
export interface PrintChoice {
  has: (id: number) => boolean;
}

/** Print mode and the notes picked for printing. */
export function usePrintSelection() {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);

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
      setPicked(NOTHING_PICKED);
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
    clear: useCallback(() => setPicked(NOTHING_PICKED), []),
  };
}

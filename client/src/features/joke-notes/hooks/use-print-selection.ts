import { useCallback, useState } from "react";

/** Print mode and the ids picked for printing. */
export function usePrintSelection() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  return {
    active,
    selected,
    start: useCallback(() => setActive(true), []),
    stop: useCallback(() => {
      setActive(false);
      setSelected(new Set());
    }, []),
    toggle: useCallback((id: number, on: boolean) => {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    }, []),
    selectAll: useCallback((ids: readonly number[]) => setSelected(new Set(ids)), []),
    clear: useCallback(() => setSelected(new Set()), []),
  };
}

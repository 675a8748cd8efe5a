import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useState } from "react";

interface Options {
  keys: readonly number[];
  estimate: number;
  gap: number;
  overscan: number;
  /** Off while the list is hidden: nothing is rendered or measured. */
  enabled?: boolean;
  /** An index that must stay rendered (the row being dragged). */
  pinned?: number | null;
}

/** The element's distance from the top of the document, kept current as the page above it changes. */
function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

/**
 * Window-scroll virtualisation with @tanstack/react-virtual: only the rows near the viewport
 * are rendered and padding on the list stands in for the rest, so rows stay in normal flow
 * (dnd-kit moves them with transforms). The range is kept contiguous and includes the pinned
 * row. Rows measure themselves through `measureRow` (they carry `data-index`).
 */
export function useWindowRows({ keys, estimate, gap, overscan, enabled = true, pinned = null }: Options) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const scrollMargin = useDocumentTop(enabled ? list : null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (pinned === null || pinned < 0 || pinned >= range.count || indexes.length === 0) return indexes;
      const first = Math.min(indexes[0] ?? pinned, pinned);
      const last = Math.max(indexes[indexes.length - 1] ?? pinned, pinned);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    },
    [pinned],
  );
  const virtualizer = useWindowVirtualizer({
    count: keys.length,
    estimateSize: () => estimate,
    gap,
    overscan,
    scrollMargin,
    enabled,
    getItemKey: (index) => keys[index] ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (element) virtualizer.measureElement(element);
      return undefined;
    },
    [virtualizer],
  );
  const reveal = useCallback((index: number) => virtualizer.scrollToIndex(index, { align: "center" }), [virtualizer]);
  return {
    listRef: setList,
    measureRow,
    reveal,
    start: first?.index ?? 0,
    end: last ? last.index + 1 : 0,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
  };
}

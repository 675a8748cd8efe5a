import { useCallback, useLayoutEffect, useState } from "react";
import { largestFitting } from "./largest-fitting";

const fits = (box: HTMLElement) => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1;

/**
 * Sizes the bit in a stage screen's middle as large as fits it: `--stage-fit` on the box is
 * the factor its type is multiplied by, measured again when `key` changes (another bit,
 * another text size), when the box changes size (a phone turned) and once the fonts arrive.
 */
export function useFitText(key: string): (box: HTMLElement | null) => void {
  const [box, setBox] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!box) return;
    let width = -1;
    let height = -1;
    const fit = () => {
      const factor = largestFitting((f) => {
        box.style.setProperty("--stage-fit", String(f));
        return fits(box);
      });
      box.style.setProperty("--stage-fit", String(factor));
      width = box.clientWidth;
      height = box.clientHeight;
    };
    fit();
    // Only the box's own size is watched: the type changing inside it must not measure again.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== width || box.clientHeight !== height) fit();
    });
    observer.observe(box);
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [box, key]);

  return useCallback((element: HTMLElement | null) => setBox(element), []);
}

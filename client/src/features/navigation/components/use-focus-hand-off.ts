import { useLayoutEffect, useRef } from "react";

/**
 * For a stand-in button shown until the real control's code has arrived: if the stand-in has
 * focus when the real control replaces it, focus moves to the first button in the same slot
 * (the real control's), so a keyboard user who tabbed to it is not dropped to the page.
 */
export function useFocusHandOff<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const slot = element?.parentElement;
    return () => {
      if (!element || !slot || document.activeElement !== element) return;
      // Runs as the stand-in leaves; the real control is in the page once this commit is done.
      requestAnimationFrame(() => slot.querySelector<HTMLElement>("button")?.focus());
    };
  }, []);
  return ref;
}

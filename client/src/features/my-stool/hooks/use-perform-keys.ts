import { useEffect, useRef } from "react";

interface PerformKeys {
  next: () => void;
  previous: () => void;
  exit: () => void;
}

/** Right arrow or space: next; left arrow: previous; Escape: exit. */
export function usePerformKeys(handlers: PerformKeys): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [role='listbox'], [role='menu']")) return;
      switch (event.key) {
        case "ArrowRight":
        case " ":
          event.preventDefault(); // no scrolling, and a focused button must not also click
          latest.current.next();
          break;
        case "ArrowLeft":
          event.preventDefault();
          latest.current.previous();
          break;
        case "Escape":
          event.preventDefault();
          latest.current.exit();
          break;
      }
    };
    // Space clicks a focused button on key-up; the key-down above already moved on.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === " ") event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
    };
  }, []);
}

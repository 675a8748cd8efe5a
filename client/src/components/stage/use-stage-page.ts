import { useEffect } from "react";

/** Marks the page as showing a stage screen while one is mounted (see index.css: no frame, no scroll). */
export function useStagePage(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.stageOpen = "";
    return () => {
      delete root.dataset.stageOpen;
    };
  }, []);
}

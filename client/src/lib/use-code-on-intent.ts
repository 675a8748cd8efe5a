import { useEffect, useState } from "react";
import { preloadOnFirstIntent } from "./preload-on-first-intent";

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Code that only matters once someone acts (a menu behind a button, the toast region): fetched
 * and run at the first sign of a person on the page (a pointer, a key, a scroll, a focus), or
 * at once when `now` is true, so a phone's first seconds go to the page itself. Null until it
 * has arrived; later mounts get it at once. Should it fail to arrive, the caller's stand-in stays.
 */
export function useCodeOnIntent<T>(load: () => Promise<T>, now = false): T | null {
  const [code, setCode] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  const [wanted, setWanted] = useState(now);
  useEffect(() => {
    if (code || wanted) return;
    return preloadOnFirstIntent(() => setWanted(true));
  }, [code, wanted]);
  useEffect(() => {
    if (code || !(wanted || now)) return;
    let live = true;
    load().then(
      (module) => {
        loaded.set(load, module);
        if (live) setCode(() => module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, wanted, now, load]);
  return code;
}

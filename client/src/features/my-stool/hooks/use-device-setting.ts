import { useCallback, useState } from "react";

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A setting remembered on this device (localStorage); storage failures just forget it. */
export function useDeviceSetting<T extends string | number>(key: string, read: (raw: string | null) => T): [T, (value: T) => void] {
  const [value, setValue] = useState(() => read(readStorage(key)));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private mode or full storage: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return [value, update];
}

export const TEXT_SCALE_KEY = "perform-text-scale";
export const SET_MINUTES_KEY = "perform-set-minutes";

import { useCallback, useState } from "react";
import { readGeneratedIdea, type GeneratedIdea } from "@shared/blender/generated-idea";

const STORAGE_KEY = "blender-generated-ideas";
const MAX_KEPT = 100;

function read(): GeneratedIdea[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.map(readGeneratedIdea).filter((item) => item !== null) : [];
  } catch {
    return [];
  }
}

function write(ideas: GeneratedIdea[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ideas));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

/**
 * The Generated Ideas list, newest first. Kept for the browser tab's session, so going to
 * Joke Machine with one idea and coming back finds the rest still there.
 */
export function useGeneratedIdeas() {
  const [ideas, setIdeas] = useState<GeneratedIdea[]>(read);
  const update = useCallback((next: (current: GeneratedIdea[]) => GeneratedIdea[]) => {
    setIdeas((current) => {
      const value = next(current).slice(0, MAX_KEPT);
      write(value);
      return value;
    });
  }, []);
  const add = useCallback(
    (fresh: GeneratedIdea[]) => update((current) => [...fresh, ...current.filter((idea) => !fresh.some((f) => f.text === idea.text))]),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { ideas, add, clear };
}

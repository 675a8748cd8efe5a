import { useCallback, useEffect, useState } from "react";

/**
 * Whether the stage holds more than it shows below the fold (large type, long punchlines),
 * kept current as it scrolls or resizes. `key` changes with the joke and the text size, so the
 * stage starts at its top for each.
 */
export function useMoreBelow(key: string) {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [moreBelow, setMoreBelow] = useState(false);

  useEffect(() => {
    if (!stage) return;
    stage.scrollTo({ top: 0 });
    const measure = () => setMoreBelow(stage.scrollHeight - stage.scrollTop - stage.clientHeight > 8);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    for (const child of Array.from(stage.children)) observer.observe(child);
    stage.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      stage.removeEventListener("scroll", measure);
    };
  }, [stage, key]);

  const showMore = useCallback(() => stage?.scrollBy({ top: stage.clientHeight * 0.8, behavior: "smooth" }), [stage]);
  return { stageRef: setStage, moreBelow, showMore };
}

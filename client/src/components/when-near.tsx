import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Draws its children once they come within half a screen of the viewport, and keeps them; until
 * then an empty box of about their height holds their place. A chart far down the page costs
 * nothing while the page opens (its words and its table are drawn at once, outside this box),
 * nor does its code when it is a lazy component.
 */
export function WhenNear({ height, children, testId = "chart-placeholder" }: { height: number; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "50% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} aria-hidden style={{ height }} data-testid={testId} />;
  // A chart whose code is its own chunk keeps the place while the code arrives.
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

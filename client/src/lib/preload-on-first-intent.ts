/** The events that say a person is at the page, about to use it. */
export const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "scroll", "focusin"] as const;

/**
 * Calls `load` once, at the first sign of a person on the page, so code a page needs only
 * after an interaction is fetched and run then, not while the page is still loading.
 * Returns a cleanup that stops listening (for an effect's unmount).
 */
export function preloadOnFirstIntent(load: () => unknown, target: EventTarget = window): () => void {
  let done = false;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
  function onIntent() {
    if (done) return;
    done = true;
    stop();
    void load();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

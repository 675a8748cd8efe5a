/**
 * Runs `work` once the page has loaded and the browser has a quiet moment (at most `timeoutMs`
 * after the load), so work nobody waits for stays out of the first screen's way. Returns a
 * cancel, for work that is no longer wanted by then.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs = 3_000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}

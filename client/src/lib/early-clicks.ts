/**
 * A page that arrives as HTML (the prerendered landing page) shows its buttons before its
 * code has run, and React drops a click on a part it has not hydrated yet. Clicks on buttons
 * until then are held and replayed, once, on the same elements (hydration keeps the nodes).
 */
let held: HTMLElement[] | null = null;
let stopHolding: (() => void) | null = null;

export function holdEarlyClicks(root: HTMLElement): void {
  held = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !held) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener("click", hold, true);
  stopHolding = () => root.removeEventListener("click", hold, true);
}

/** Called once the page is hydrated and listening: replays what was held. */
export function releaseEarlyClicks(): void {
  stopHolding?.();
  stopHolding = null;
  const clicks = held ?? [];
  held = null;
  for (const button of clicks) if (button.isConnected) button.click();
}

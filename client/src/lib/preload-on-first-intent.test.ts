import { describe, expect, it } from "vitest";
import { INTENT_EVENTS, preloadOnFirstIntent } from "./preload-on-first-intent";

describe("preloadOnFirstIntent", () => {
  it("loads nothing until a person does something", () => {
    let loads = 0;
    preloadOnFirstIntent(() => (loads += 1), new EventTarget());
    expect(loads).toBe(0);
  });

  it.each(INTENT_EVENTS)("loads once on the first %s, and never again", (type) => {
    const target = new EventTarget();
    let loads = 0;
    preloadOnFirstIntent(() => (loads += 1), target);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("keydown"));
    expect(loads).toBe(1);
  });

  it("after cleanup, loads nothing", () => {
    const target = new EventTarget();
    let loads = 0;
    const stop = preloadOnFirstIntent(() => (loads += 1), target);
    stop();
    target.dispatchEvent(new Event("pointerdown"));
    expect(loads).toBe(0);
  });
});

import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

interface Point {
  x: number;
  y: number;
}

/**
 * A finger through the browser's own input pipeline (CDP touch events): press at `from`,
 * hold until `pickedUp` shows the drag has begun (the board and the list wait 200 ms, so
 * a swipe still scrolls), slide to `to` in small steps, and, when `overTarget` is given, hold
 * there until it shows the page has taken the finger's place (a busy page draws the drop target
 * late, and a finger lifted before that drops where the page last saw it); then lift.
 */
export async function touchDrag(page: Page, from: Point, to: Point, pickedUp: Locator, overTarget?: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", point: Point) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [point] });
  await touch("touchStart", from);
  await expect(pickedUp).toHaveAttribute("aria-pressed", "true");
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await touch("touchMove", { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
  }
  await overTarget?.();
  await touch("touchEnd", to);
  await cdp.detach();
}

/** A quick swipe from `from` to `to`: no hold, so no drag. */
export async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= 6; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

// What the browser benchmarks measure in the page: long tasks, and a Joke Lab card dragged by mouse.
import type { Page } from "playwright-core";

/** Long tasks recorded from the start of each page (a string: no bundler helpers in the page). */
export const LONG_TASK_PROBE = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
`;

/** The longest long task (over 50 ms; 0 when there was none) and how many, in [from, to] on the page's clock. */
export function longTasksIn(page: Page, from: number, to: number): Promise<{ longestTask: number; longTasks: number }> {
  return page.evaluate(
    ([a, b]) => {
      const w = window as unknown as { benchLongTasks: { start: number; duration: number }[] };
      const tasks = w.benchLongTasks.filter((t) => t.start + t.duration >= a && t.start <= b);
      return { longestTask: Math.max(0, ...tasks.map((t) => t.duration)), longTasks: tasks.length };
    },
    [from, to] as const,
  );
}

/**
 * Presses the first card of column `from` and moves it by mouse, in small steps, over column
 * `to`, without letting go. Returns the card's id and the page's clock at the start.
 */
export async function pickUpFirstCard(page: Page, from: string, to: string): Promise<{ id: string; t0: number }> {
  const card = page.locator(`[data-column="${from}"] li[data-note-id]`).first();
  await card.scrollIntoViewIfNeeded();
  const id = await card.getAttribute("data-note-id");
  const start = await card.boundingBox();
  const target = await page.locator(`[data-column="${to}"]`).boundingBox();
  if (!start || !target || !id) throw new Error("board not on screen");
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + 30, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, start.y + 30, { steps: 30 });
  return { id, t0 };
}

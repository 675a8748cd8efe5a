import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * No WCAG 2.2 AA violation axe can find on the page as it is now. Waits first for running
 * animations (a dialog fading and zooming in) to finish, so colours are judged as they
 * settle rather than half-way through a fade.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const { violations } = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

import type { Locator, Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { apiClient } from "./api-client";

// Perform and rehearse mode are the whole screen: no page behind them to scroll, no footer,
// the bit as large as fits, every control big enough for a thumb.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};

async function expectFillsScreen(page: Page, dialog: Locator): Promise<void> {
  const { scrollHeight, innerHeight, scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollHeight, "the page is no taller than the screen").toBeLessThanOrEqual(innerHeight);
  expect(scrollWidth, "the page is no wider than the screen").toBeLessThanOrEqual(innerWidth);
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: /main|primary/i })).toBeHidden();
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: innerWidth, height: innerHeight });
}

async function expectControlsTouchSized(dialog: Locator): Promise<void> {
  const buttons = dialog.getByRole("button");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    const name = (await button.getAttribute("aria-label")) ?? (await button.innerText());
    expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
}

const fontSize = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test.beforeEach(({ page }) => quietBanners(page));

for (const { width, height, label } of [
  { width: 390, height: 844, label: "phone" },
  { width: 1280, height: 800, label: "desktop" },
]) {
  test.describe(`on a ${label} (${width}x${height})`, () => {
    test.use({ viewport: { width, height } });

    test("perform mode fills the screen: no scroll, no footer, controls of 44 px, a short bit large and a long one shrunk to fit", async ({ page, account: _account }) => {
      const long = Array.from({ length: 6 }, (_, i) => `Line ${i + 1} of a setup that goes on the way it does at one in the morning`).join(" ");
      await aJokeNote(page, { setup: long, punchlines: ["The first tag that lands", "A second tag", "A third tag", "The button"] }, { stool: "my_stool" });
      await aJokeNote(page, { setup: "Short one", punchlines: ["Bang"] }, { stool: "my_stool" });

      await page.goto("/my-stool?category=my_stool");
      // Perform is disabled until the set's jokes have arrived (an empty set cannot be performed).
      const perform = page.getByRole("button", { name: "Perform" });
      await expect(perform).toBeEnabled();
      await perform.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Perform: My Stool" });
      await expect(dialog.getByText("Short one")).toBeVisible();
      await expectFillsScreen(page, dialog);
      await expectControlsTouchSized(dialog);
      // The short bit grows past its default size (2 rem on a phone, about 4 rem on a desktop).
      expect(await fontSize(dialog.getByText("Short one"))).toBeGreaterThan(width < 500 ? 40 : 80);
      await shot(page, `perform-short-${label}`);
      await expectNoAxeViolations(page);

      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("perform-position")).toHaveText("2 of 2");
      // The long bit: every punchline on screen at once, no "More below", nothing to scroll.
      await expect(dialog.getByText("The button")).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole("button", { name: "More below" })).toBeHidden();
      const stage = page.getByTestId("perform-stage");
      expect(await stage.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      expect(await fontSize(dialog.getByText(/^Line 1 of/))).toBeGreaterThanOrEqual(width < 500 ? 13 : 20);
      await expectFillsScreen(page, dialog);
      await shot(page, `perform-long-${label}`);

      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Perform" })).toBeFocused();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test("rehearse mode fills the screen the same way", async ({ page, account: _account }) => {
      const a = await aJokeNote(page, { setup: "Rehearsed on a small screen", punchlines: ["with a tag"] });
      const set = await apiClient(page.request).setLists.create({ body: { name: "Pocket set", targetMinutes: 5, jokeNoteIds: [a.id] } }).answer();
      await page.goto(`/set-lists?set=${set.id}`);
      await page.getByRole("button", { name: "Rehearse", exact: true }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Rehearse: Pocket set" });
      await expect(dialog.getByRole("button", { name: "Start" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog.getByText("Rehearsed on a small screen")).toBeVisible();
      await expectFillsScreen(page, dialog);
      await expectControlsTouchSized(dialog);
      await shot(page, `rehearse-${label}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  });
}

import { devices, type Locator, type Page } from "@playwright/test";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";

// A 390 px phone with a touch screen (coarse pointer).
const { defaultBrowserType: _browser, ...iPhone } = devices["iPhone 13"];
test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

async function sizeOf(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function expectTouchSized(locator: Locator, name: string): Promise<void> {
  const { width, height } = await sizeOf(locator);
  expect(width, `${name} width`).toBeGreaterThanOrEqual(44);
  expect(height, `${name} height`).toBeGreaterThanOrEqual(44);
}

test.describe("touch targets on a phone", () => {
  test.beforeEach(({ page }) => quietBanners(page));

  test("Joke Notes rows: the handle and every button are at least 44 px", async ({ page, account: _account }) => {
    await aJokeNote(page, { setup: "Thumb-sized buttons" });
    await page.goto("/joke-notes");
    const row = page.locator("li[data-note-id]").filter({ hasText: "Thumb-sized buttons" });
    await expect(row).toBeVisible();
    const buttons = row.getByRole("button");
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      if (await button.isVisible()) await expectTouchSized(button, (await button.getAttribute("aria-label")) ?? `button ${i}`);
    }
  });

  test("perform mode: restart timer, text size, exit and navigation are at least 44 px; the setup is 32 px or more", async ({ page, account: _account }) => {
    await aJokeNote(page, { setup: "Stage-sized buttons", punchlines: ["Punch"] }, { stool: "my_stool" });
    await page.goto("/my-stool?category=my_stool&action=perform");
    const dialog = page.getByRole("dialog", { name: /^Perform:/ });
    for (const name of ["Restart timer", "Smaller text", "Larger text", "Exit perform mode", "Previous", "Next"]) {
      await expectTouchSized(dialog.getByRole("button", { name }), name);
    }
    const fontSize = await dialog.getByText("Stage-sized buttons").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(32);
  });

  test("at the largest text size a long bit shrinks to fit; one too long for the smallest type says there is more below", async ({ page, account: _account }) => {
    const long = "A setup that runs on and on, the way they do at an open mic at one in the morning";
    await aJokeNote(page, { setup: long, punchlines: ["First tag that is long enough to wrap", "Second tag", "Third tag", "Fourth tag"] }, { stool: "my_stool" });
    await page.goto("/my-stool?category=my_stool&action=perform");
    const dialog = page.getByRole("dialog", { name: /^Perform:/ });
    const larger = dialog.getByRole("button", { name: "Larger text" });
    while (await larger.isEnabled()) await larger.click();
    await expect(dialog.getByText("Fourth tag")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "More below" })).toBeHidden();

    // A whole routine in one note: even the smallest type cannot hold it, so the stage scrolls.
    await page.getByRole("button", { name: "Exit perform mode" }).click();
    const tags = Array.from({ length: 40 }, (_, i) => `Tag number ${i + 1} of a very long closing run that keeps going`);
    await aJokeNote(page, { setup: long, punchlines: tags }, { stool: "my_stool" });
    await page.goto("/my-stool?category=my_stool&action=perform");
    const more = dialog.getByRole("button", { name: "More below" });
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(() => page.getByTestId("perform-stage").evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });
});

/** Layout shifts (without recent input) summed from the page's load until now. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe("no layout shift after load on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  // A free comedian with a note: the dashboard and Joke Notes show the free plan's 30-day note,
  // which arrives with billing's answer and must not move what is already drawn.
  for (const [path, freePlanNote] of [
    ["/dashboard", true],
    ["/joke-notes", true],
    ["/joke-lab", false],
  ] as const) {
    test(`${path}: nothing moves while prompts and data arrive`, async ({ page, account: _account }) => {
      await aJokeNote(page, { setup: "Something to show" });
      await page.clock.install();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.clock.runFor(6000);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("region", { name: "On the free plan, your writing is kept for 30 days" })).toHaveCount(freePlanNote ? 1 : 0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }

  test("the landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

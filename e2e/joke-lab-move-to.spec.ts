import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote, savedJokeNote as savedNote } from "./joke-note-data";

// Each Joke Lab card has a "Move to…" menu: any column, either tab, one tap or a few keys.

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const card = (page: Page, setup: string) => page.locator("li[data-note-id]").filter({ hasText: setup });
const tab = (page: Page, name: "Development" | "Production") => page.getByRole("tab", { name: new RegExp(`^${name}`) });
const moved = (page: Page) => page.getByTestId("lab-move-status");

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};

test.beforeEach(({ page }) => quietBanners(page));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on Move to… sends a card to a column on the other tab, with no drag across the screen", async ({ page, account: _account }) => {
    const note = await aJokeNote(page, { setup: "Pocket promotion", punchlines: ["tag"] });
    await page.goto("/joke-lab");
    await expect(column(page, "Ideas").getByText(note.setup)).toBeVisible();

    const trigger = card(page, note.setup).getByRole("button", { name: "Move to…" });
    const box = await trigger.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await trigger.tap();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["On Hold", "Working On", "Main", "Open Mic", "My Stool"]);
    await shot(page, "move-to-menu-phone");
    await expectNoAxeViolations(page);
    await menu.getByRole("menuitem", { name: "My Stool" }).tap();

    await expect(moved(page)).toHaveText(`Moved "${note.setup}" to My Stool on the Production tab.`);
    await expect(card(page, note.setup)).toBeHidden();
    await expect.poll(async () => (await savedNote(page, note.id)).stoolCategory).toBe("my_stool");
    await tab(page, "Production").tap();
    await expect(column(page, "My Stool").getByText(note.setup)).toBeVisible();
    await page.reload();
    await tab(page, "Production").tap();
    await expect(column(page, "My Stool").getByText(note.setup)).toBeVisible();
    await shot(page, "move-to-done-phone");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("by keyboard alone: Move to… opens with Enter, arrows pick a column, focus follows the card and the move is announced", async ({ page, account: _account }) => {
    const note = await aJokeNote(page, { setup: "Keyboard mover", punchlines: ["tag"] });
    await page.goto("/joke-lab");
    await expect(column(page, "Ideas").getByText(note.setup)).toBeVisible();

    await card(page, note.setup).getByRole("button", { name: "Move to…" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "On Hold" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Working On" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(moved(page)).toHaveText(`Moved "${note.setup}" to Working On.`);
    await expect(column(page, "Working On").getByText(note.setup)).toBeVisible();
    // Focus lands on the card in its new column, ready for the next move.
    await expect(card(page, note.setup).getByRole("button", { name: "Move joke" })).toBeFocused();
    await expect.poll(async () => (await savedNote(page, note.id)).stage).toBe("working_on");

    // Escape closes the menu and changes nothing.
    await card(page, note.setup).getByRole("button", { name: "Move to…" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(column(page, "Working On").getByText(note.setup)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("quick moves one after another, and from two pages at once, end with the card in one column, the last one saved", async ({ page, context, account: _account }) => {
    const a = await aJokeNote(page, { setup: "Rapid one", punchlines: ["tag"] });
    const b = await aJokeNote(page, { setup: "Rapid two", punchlines: ["tag"] });
    await page.goto("/joke-lab");
    await expect(column(page, "Ideas").getByText(a.setup)).toBeVisible();

    const moveTo = async (p: Page, setup: string, where: string) => {
      await card(p, setup).getByRole("button", { name: "Move to…" }).click();
      await p.getByRole("menu").getByRole("menuitem", { name: where, exact: true }).click();
    };
    // Two cards and two moves without waiting for the server in between.
    await moveTo(page, a.setup, "On Hold");
    await moveTo(page, b.setup, "Main");
    await moveTo(page, a.setup, "Working On");
    await expect(column(page, "Working On").getByText(a.setup)).toBeVisible();
    await expect.poll(async () => (await savedNote(page, a.id)).stage).toBe("working_on");
    await expect.poll(async () => (await savedNote(page, b.id)).onStool).toBe(true);

    // Another page of the same comedian moves the same card at the same moment.
    const other = await context.newPage();
    await other.goto("/joke-lab");
    await expect(column(other, "Working On").getByText(a.setup)).toBeVisible();
    await Promise.all([moveTo(page, a.setup, "Open Mic"), moveTo(other, a.setup, "On Hold")]);
    await expect
      .poll(async () => {
        const saved = await savedNote(page, a.id);
        return saved.onStool ? `stool:${saved.stoolCategory}` : `stage:${saved.stage}`;
      })
      .toMatch(/^(stool:open_mic|stage:on_hold)$/);
    await page.reload();
    const saved = await savedNote(page, a.id);
    const where = saved.onStool ? "Production" : "Development";
    await tab(page, where).click();
    await expect(page.locator("li[data-note-id]").filter({ hasText: a.setup })).toHaveCount(1);
    await expect(column(page, saved.onStool ? "Open Mic" : "On Hold").getByText(a.setup)).toBeVisible();
  });
});

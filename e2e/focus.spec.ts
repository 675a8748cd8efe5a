import type { Page } from "@playwright/test";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";

test.beforeEach(({ page }) => quietBanners(page));

/** Whether the focused element is inside the element the locator names. */
const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement && document.querySelector(sel)?.contains(document.activeElement)), selector);

test("perform mode keeps Tab inside and gives focus back to Perform on exit", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Tab trap bit", punchlines: ["one"] }, { stool: "my_stool" });
  await page.goto("/my-stool?category=my_stool");
  const perform = page.getByRole("button", { name: "Perform" });
  // Perform is disabled until the stool's jokes have loaded; focus cannot land on it before.
  await expect(perform).toBeEnabled();
  await perform.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Perform:/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIsInside(page, '[role="dialog"][aria-modal="true"]'), `Tab ${i + 1} stayed inside`).toBe(true);
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusIsInside(page, '[role="dialog"][aria-modal="true"]')).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(perform).toBeFocused();
});

test("the landing dialogs give focus back to the button that opened them, even after switching", async ({ page }) => {
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await signIn.focus();
  await page.keyboard.press("Enter");
  const welcome = page.getByRole("dialog", { name: "Welcome Back" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByLabel("Email")).toBeFocused();
  await welcome.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("dialog", { name: "Join Comedy Toolkit" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(signIn).toBeFocused();
});

test("New Joke Note puts focus in the setup; saving puts it on the saved note", async ({ page, account: _account }) => {
  await page.goto("/joke-notes");
  await page.getByRole("button", { name: "New Joke Note" }).first().click();
  const setup = page.getByLabel("Setup");
  await expect(setup).toBeFocused();
  await page.keyboard.type("Focus follows the joke");
  await page.getByRole("button", { name: /^(Create|Save)/ }).first().click();
  await expect(page.getByRole("heading", { name: "Joke Note", exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Setup")).toBeFocused();
});

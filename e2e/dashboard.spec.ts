import type { Page } from "@playwright/test";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote, placeJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";

/** A dashboard card, found by its heading. */
const card = (page: Page, title: string) => page.getByRole("heading", { name: title, exact: true }).locator("xpath=../..");
const stat = (page: Page, label: string) => page.getByText(label, { exact: true }).locator("xpath=..");

test.beforeEach(({ page }) => quietBanners(page));

test("a new comedian sees the greeting, zero counts and both empty states", async ({ page, account }) => {
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome back, ${account.email.split("@")[0]}!`)).toBeVisible();
  await expect(page.getByText("Ready to create some laughs today?")).toBeVisible();
  await expect(stat(page, "Total Joke Notes")).toContainText("0");
  await expect(stat(page, "On My Stool")).toContainText("0");

  const recent = card(page, "Recent Joke Notes");
  await expect(recent.getByText("No joke notes yet. Create your first joke note!")).toBeVisible();
  await expect(recent.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/joke-notes");
  const stool = card(page, "My Stool");
  await expect(stool.getByText("No jokes on the stool yet. Add some for your next set!")).toBeVisible();
  await expect(stool.getByRole("link", { name: "Manage Stool" })).toHaveAttribute("href", "/my-stool");

  await page.getByRole("link", { name: "New Joke Note" }).click();
  await expect(page).toHaveURL(/\/joke-notes$/);
  await expect(page.getByRole("heading", { name: "Joke Notes", level: 1 })).toBeVisible();
});

test("the greeting comes with the page's HTML, before any script, and the app draws it in the same place", async ({ page, browser, account }) => {
  const greeting = `Welcome back, ${account.email.split("@")[0]}!`;
  // Where a heading stands (not its width: the heading font may swap in), and whether it is rising in.
  const box = (h1: Element) => {
    const { top, left, height } = h1.getBoundingClientRect();
    return { top, left, height, text: h1.textContent, rising: (h1.parentElement?.getAnimations() ?? []).length > 0 };
  };
  // No script at all: the server wrote the comedian's name into the page.
  const { baseURL, viewport } = test.info().project.use;
  const bare = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const withoutScripts = await bare.newPage();
  await withoutScripts.goto("/dashboard");
  await expect(withoutScripts.getByRole("heading", { level: 1 })).toHaveText(greeting);
  await expect(withoutScripts.getByLabel("Loading your joke notes")).toBeVisible();
  const fromHtml = await withoutScripts.getByRole("heading", { level: 1 }).evaluate(box);
  await withoutScripts.screenshot({ path: shotPath("dashboard-greeting-without-scripts") });
  await bare.close();

  // With scripts: the app's own greeting, as it first appears in place of the HTML's.
  await page.addInitScript(`(${String((measure: typeof box) => {
    // The first heading is the HTML's, as the parser adds it; the next is the app's.
    let fromHtml: Element | undefined;
    new MutationObserver((_, observer) => {
      const drawn = document.querySelector("main h1");
      if (!drawn || drawn === fromHtml) return;
      if (!fromHtml) fromHtml = drawn;
      else {
        Object.assign(window, { greetingFromApp: measure(drawn) });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  })})(${String(box)})`);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Recent Joke Notes" })).toBeVisible();
  expect(fromHtml).toMatchObject({ text: greeting, rising: false });
  // It replaces the HTML's exactly, without rising in a second time.
  expect(await page.evaluate(() => Reflect.get(window, "greetingFromApp") as unknown)).toEqual(fromHtml);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test("the dashboard lists the five newest notes and the stool, and links into Joke Notes", async ({ page, account: _account }) => {
  const long = "This setup is deliberately much longer than fifty characters so it gets cut";
  const ids: number[] = [];
  for (let i = 1; i <= 6; i++) {
    ids.push((await aJokeNote(page, { setup: `Note number ${i}`, punchlines: i === 6 ? ["only one"] : ["a", "b"] })).id);
    // Promoted before the rest are written (a promotion puts a note at the top).
    if (i === 1) await placeJokeNote(page, ids[0] ?? 0, { stool: "main" });
    if (i === 2) await placeJokeNote(page, ids[1] ?? 0, { stool: "my_stool" });
  }
  const longId = (await aJokeNote(page, { setup: long, punchlines: ["x", "y", "z"] })).id;

  await page.goto("/dashboard");
  await expect(stat(page, "Total Joke Notes")).toContainText("7");
  await expect(stat(page, "On My Stool")).toContainText("2");

  const recent = card(page, "Recent Joke Notes").getByRole("listitem");
  await expect(recent).toHaveCount(5);
  await expect(recent.nth(0)).toContainText(long.slice(0, 50));
  await expect(recent.nth(0)).not.toContainText(long);
  await expect(recent.nth(0)).toContainText("3 punchlines");
  await expect(recent.nth(1)).toContainText("Note number 6");
  await expect(recent.nth(1)).toContainText("1 punchline");
  await expect(recent.nth(4)).toContainText("Note number 3");
  await expect(recent.nth(0)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card(page, "Recent Joke Notes").getByRole("link", { name: "New" })).toHaveAttribute("href", "/joke-notes");

  const stool = card(page, "My Stool").getByRole("listitem");
  await expect(stool).toHaveCount(2);
  await expect(stool.filter({ hasText: "Note number 1" })).toContainText("Ready for stage");
  await expect(stool.filter({ hasText: "Note number 2" })).toContainText("Ready for stage");
  await expect(card(page, "My Stool").getByRole("link", { name: "View All" })).toHaveAttribute("href", "/my-stool");

  // The edit link opens the note on the Joke Notes page, then the address is cleaned up.
  await recent.nth(0).getByRole("link").click();
  const view = page.getByRole("region", { name: "Joke Note", exact: true });
  await expect(view.getByText(long)).toBeVisible();
  await expect(page).toHaveURL(/\/joke-notes$/);
  expect(longId).toBeGreaterThan(0);
});

test("a keyboard user who reaches the user menu before its code has arrived keeps focus, and the menu opens", async ({ page, account: _account }) => {
  // The menu's code is fetched at the first sign of a person; here it arrives late, as on a
  // slow phone (the real file, held back).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
  const avatar = page.getByRole("button", { name: "Open user menu" });
  await avatar.focus();
  await expect(avatar).toBeFocused();
  await expect(avatar).not.toHaveAttribute("data-state");
  release();
  // The real trigger (Radix marks it with data-state) takes the stand-in's place, and the focus.
  await expect(page.locator('button[aria-label="Open user menu"][data-state="closed"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
});

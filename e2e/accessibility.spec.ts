import { devices, type Page } from "@playwright/test";
import { openAdminTab } from "./admin-helpers";
import { apiClient } from "./api-client";
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, signInAsAdmin, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";

// axe, once for each state of a page and each dialog that the feature tests leave to it: the
// feature tests check what a page does, this file that each of its states passes WCAG 2.2 AA.
// The pages as they open from the navigation (every page, on a phone and on a desktop) are
// scanned by the findability walk (findability.spec.ts); here are the states it does not reach:
// a page with its content, its empty and no-match states, its dialogs, the admin panel's tabs.

const dialog = (page: Page) => page.getByRole("dialog");

const VIEWPORTS = [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["a phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const;

test.beforeEach(({ page }) => quietBanners(page));

for (const [label, use] of VIEWPORTS) {
  test.describe(`on ${label}`, () => {
    test.use(use);

    test("Just Notes: empty, with a note, with no match, and the New Note dialog", async ({ page, account: _account }) => {
      test.slow();
      const cards = page.getByRole("list", { name: "Your notes" }).getByRole("article");
      await page.goto("/notes");
      await expect(page.getByRole("heading", { name: "No notes yet" })).toBeVisible();
      await expectNoAxeViolations(page);

      await apiClient(page.request).notes.create({ body: { title: "Saturday set list", content: "Open with the dentist bit." } }).answer();
      await page.reload();
      await expect(cards).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.getByRole("searchbox", { name: "Search notes" }).fill("nothing like this");
      await expect(page.getByRole("heading", { name: "No notes found" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "New Note" }).click();
      await expect(dialog(page).getByLabel("Title")).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test("My Thoughts: empty, with a thought, and the New Category and Add Thought dialogs", async ({ page, account: _account }) => {
      test.slow();
      const api = apiClient(page.request);
      const thoughtItems = page.getByRole("list", { name: /^Thoughts in / }).locator(":scope > li");
      await page.goto("/my-thoughts");
      await expect(page.getByRole("heading", { name: "No categories yet" })).toBeVisible();
      await expectNoAxeViolations(page);

      const category = await api.thoughtCategories.create({ body: { name: "Family", description: "The group chat" } }).answer();
      await api.thoughts.create({ body: { categoryId: category.id, content: "Dad irons jeans.", tags: "dad" } }).answer();
      await page.reload();
      await expect(thoughtItems).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "New Category" }).click();
      await expect(dialog(page).getByLabel("Name")).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();

      await page.getByRole("button", { name: "Add Thought" }).click();
      await expect(dialog(page).getByLabel("Thought")).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}

const ADMIN_TABS = ["Error Monitoring", "Notifications", "Site Settings", "Chaos Testing", "TODO System", "User Management", "Video Management", "Backups"];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the admin panel at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One test per tab: each stays well inside the time limit, and they run side by side.
    for (const tab of ADMIN_TABS) {
      test(`its ${tab} tab`, async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto("/admin");
        await openAdminTab(page, tab);
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("on a phone (iPhone 13)", () => {
  const { defaultBrowserType: _browser, ...iPhone } = devices["iPhone 13"];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  test("perform mode from My Stool", async ({ page, account: _account }) => {
    await aJokeNote(page, { setup: "Axe on stage", punchlines: ["Tag"] }, { stool: "my_stool" });
    await page.goto("/my-stool?category=my_stool&action=perform");
    await expect(page.getByRole("dialog", { name: /^Perform:/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Performance Log with a show, and its Log a show dialog with a set list's bits to rate", async ({ page, account: _account }) => {
    test.slow();
    const api = apiClient(page.request);
    const a = await aJokeNote(page, { setup: "Logged opener" });
    const b = await aJokeNote(page, { setup: "Logged closer" });
    await api.setLists.create({ body: { name: "Club set", targetMinutes: 7, jokeNoteIds: [a.id, b.id] } }).answer();
    await api.performances
      .create({
        body: {
          performedAt: "2026-11-02T20:00:00Z",
          venue: "Phone Pub",
          showName: "Open mic Monday",
          durationSeconds: 300,
          notes: "Tag the opener",
          ratings: [{ jokeNoteId: a.id, rating: "killed" }],
        },
      })
      .answer();
    await page.goto("/performances");
    const shows = page.getByRole("list", { name: "Shows" }).locator(":scope > li");
    await expect(shows).toHaveText([/Open mic Monday at Phone Pub/]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Log a show" }).click();
    const logShow = page.getByRole("dialog", { name: "Log a show" });
    await logShow.getByLabel("Set list (optional)").selectOption({ label: "Club set" });
    await expect(logShow.getByRole("group")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test("the sign-in page's Reset Password dialog", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("forgetful@example.com");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset Password" }).getByLabel("Email")).toHaveValue("forgetful@example.com");
  await expectNoAxeViolations(page);
});

test("Profile Settings with material to download, and its Delete your account? dialog", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Airline food", punchlines: ["hostage situation"] });
  await page.goto("/profile-settings");
  await expect(page.getByRole("region", { name: "Your Material" }).getByRole("link", { name: "Download my material" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("region", { name: "Delete Account" }).getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("at 390 px, Profile Settings naming a bad import file's problem", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile-settings");
  const card = page.getByRole("region", { name: "Your Material" });
  await card.getByLabel("Import").setInputFiles({ name: "old.json", mimeType: "application/json", buffer: Buffer.from('{"format":"something-else","formatVersion":1}') });
  await expect(card.getByRole("alert")).toContainText("format");
  await expectNoAxeViolations(page);
});

test("a joke note's History with the changes since a version", async ({ page, account: _account }) => {
  const note = await aJokeNote(page, { setup: "My wife left me for a pilot", punchlines: ["Now she is above me"] });
  await apiClient(page.request)
    .jokeNotes.update({ params: { id: note.id }, body: { setup: "My wife left me for a drummer", punchlines: ["Now she is above me", "She likes the beat"] } })
    .answer();
  await page.goto(`/joke-notes?edit=${note.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  await panel.getByRole("button", { name: "History" }).click();
  await expect(panel.getByRole("region", { name: "Changes since this version" }).locator("del")).toHaveText(["removed: pilot"]);
  await expect(panel.getByRole("radio")).toBeChecked();
  await expectNoAxeViolations(page);
});

test("at 390 px, a joke note's History", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const note = await aJokeNote(page, { setup: "Short setup" });
  await apiClient(page.request).jokeNotes.update({ params: { id: note.id }, body: { setup: "A longer setup that wraps on a phone screen" } }).answer();
  await page.goto(`/joke-notes?edit=${note.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  await panel.getByRole("button", { name: "History" }).click();
  await expect(panel.getByRole("button", { name: "Restore this version" })).toBeVisible();
  await expectNoAxeViolations(page);
});

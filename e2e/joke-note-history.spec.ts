import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

test.beforeEach(({ page }) => quietBanners(page));

test("the history shows a word-level diff and restores a version, by keyboard", async ({ page, account: _account }) => {
  const note = await aJokeNote(page, { setup: "My wife left me for a pilot", punchlines: ["Now she is above me"] });
  const edit = await apiClient(page.request).jokeNotes.update({
    params: { id: note.id },
    body: { setup: "My wife left me for a drummer", punchlines: ["Now she is above me", "She likes the beat"] },
  });
  expect(edit.status()).toBe(200);

  await page.goto(`/joke-notes?edit=${note.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  await expect(panel.getByRole("paragraph").first()).toHaveText("My wife left me for a drummer");

  const history = panel.getByRole("button", { name: "History" });
  await history.focus();
  await page.keyboard.press("Enter");
  const diff = panel.getByRole("region", { name: "Changes since this version" });
  await expect(diff.locator("del")).toHaveText(["removed: pilot"]);
  await expect(diff.locator("ins")).toContainText(["added: drummer", "added: She likes the beat"]);
  await expect(panel.getByRole("radio")).toHaveCount(1);
  await expect(panel.getByRole("radio")).toBeChecked();
  await page.screenshot({ path: shotPath("history-desktop"), fullPage: true });

  await page.keyboard.press("Tab");
  await expect(panel.getByRole("radio")).toBeFocused();
  await page.keyboard.press("Tab");
  const restore = panel.getByRole("button", { name: "Restore this version" });
  await expect(restore).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(panel.getByRole("paragraph").first()).toHaveText("My wife left me for a pilot");

  const saved = await savedJokeNote(page, note.id);
  expect(saved).toMatchObject({ setup: "My wife left me for a pilot", punchlines: ["Now she is above me"] });
  // The words the restore replaced are now the newest version.
  await expect(panel.getByRole("radio")).toHaveCount(2);
  await expect(panel.getByRole("radio").first()).toBeChecked();
  await expect(diff.locator("del")).toContainText(["removed: drummer"]);
});

test("the history fits a phone", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const note = await aJokeNote(page, { setup: "Short setup" });
  await apiClient(page.request).jokeNotes.update({ params: { id: note.id }, body: { setup: "A longer setup that wraps on a phone screen" } }).answer();
  await page.goto(`/joke-notes?edit=${note.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  await panel.getByRole("button", { name: "History" }).click();
  await expect(panel.getByRole("button", { name: "Restore this version" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath("history-phone"), fullPage: true });
});

test("a note with no edits says so", async ({ page, account: _account }) => {
  const note = await aJokeNote(page, { setup: "Fresh" });
  await page.goto(`/joke-notes?edit=${note.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  await panel.getByRole("button", { name: "History" }).click();
  await expect(panel.getByText("No earlier versions yet. Each edit of the words keeps one.")).toBeVisible();
});

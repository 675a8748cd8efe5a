import type { BrowserContext, Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

// Two devices, one joke: a save onto a note changed elsewhere never overwrites it silently.

const list = (page: Page) => page.getByRole("list", { name: "Your Joke Notes" });
const row = (page: Page, setup: string) => list(page).getByRole("listitem").filter({ hasText: setup });
const panel = (page: Page) => page.getByRole("region", { name: /^(Joke Note|Edit Joke Note|New Joke Note)$/ });
const conflictDialog = (page: Page) => page.getByRole("dialog", { name: "Changed on another device" });

const versionsOf = (page: Page, id: number) => apiClient(page.request).jokeNotes.versions({ params: { id } }).answer();

async function openEditor(page: Page, setup: string): Promise<void> {
  await page.goto("/joke-notes");
  await row(page, setup).getByRole("button", { name: "Edit joke note" }).click();
  await expect(panel(page).getByLabel("Setup", { exact: true })).toHaveValue(setup);
}

/** The same comedian on a second device: the session cookie copied into a context of its own. */
async function secondDevice(context: BrowserContext, size: { width: number; height: number }): Promise<Page> {
  const other = await context.browser()!.newContext({ storageState: await context.storageState(), viewport: size });
  const page = await other.newPage();
  await quietBanners(page);
  return page;
}

// Two browser contexts of one comedian each load the app.
test.beforeEach(() => test.slow());

const focusInside = (page: Page) => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null);

for (const size of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`${size.name}: the second save meets both versions, merged by keyboard; the history keeps the rest`, async ({ page, context, account: _account }) => {
    await quietBanners(page);
    await page.setViewportSize(size);
    const note = await aJokeNote(page, { setup: "Airport security", punchlines: ["They took my shoes"] });
    const phone = await secondDevice(context, size);

    await openEditor(page, "Airport security");
    await openEditor(phone, "Airport security");

    await panel(page).getByLabel("Setup", { exact: true }).fill("Airport security, laptop draft");
    await panel(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Joke Note updated successfully!")).toBeVisible();

    await panel(phone).getByLabel("Setup", { exact: true }).fill("Airport security, phone draft");
    await panel(phone).getByLabel("Punchline 1", { exact: true }).fill("They took my belt");
    const save = panel(phone).getByRole("button", { name: "Save Changes" });
    await save.focus();
    await phone.keyboard.press("Enter");

    const dialog = conflictDialog(phone);
    await expect(dialog).toBeVisible();
    const theirs = dialog.getByRole("region", { name: /^Theirs/ });
    const mine = dialog.getByRole("region", { name: /^Mine/ });
    await expect(theirs).toContainText("Airport security, laptop draft");
    await expect(theirs).toContainText("They took my shoes");
    await expect(mine).toContainText("Airport security, phone draft");
    await expect(mine).toContainText("They took my belt");
    expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Airport security, laptop draft" });
    await expectNoAxeViolations(phone);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: shotPath(`conflict-both-versions-${size.name}`) });

    // Focus stays in the dialog; Escape closes it, saves nothing and gives focus back.
    for (let i = 0; i < 8; i++) {
      await phone.keyboard.press("Tab");
      expect(await focusInside(phone)).toBe(true);
    }
    await phone.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();
    expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Airport security, laptop draft" });

    // Saving again meets the dialog again; merge by keyboard.
    await phone.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const merge = dialog.getByRole("button", { name: "Merge…" });
    await merge.focus();
    await phone.keyboard.press("Enter");
    const setup = dialog.getByLabel("Setup", { exact: true });
    await expect(setup).toHaveValue("Airport security, phone draft\n\nAirport security, laptop draft");
    // The form opens on its setup; going back returns focus to Merge…, and Merge… opens it again.
    await expect(setup).toBeFocused();
    await dialog.getByRole("button", { name: "Back to both versions" }).focus();
    await phone.keyboard.press("Enter");
    await expect(merge).toBeFocused();
    await phone.keyboard.press("Enter");
    await expect(setup).toBeFocused();
    await expect(dialog.getByLabel("Punchline 1", { exact: true })).toHaveValue("They took my belt");
    await expectNoAxeViolations(phone);
    await phone.screenshot({ path: shotPath(`conflict-merge-${size.name}`), fullPage: true });
    await setup.fill("Airport security, both drafts");
    await dialog.getByRole("button", { name: "Save merged" }).focus();
    await phone.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(toast(phone, "Joke Note updated successfully!")).toBeVisible();
    expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Airport security, both drafts", punchlines: ["They took my belt"] });
    // Nothing lost: the laptop's words (replaced by the merge) and the phone's own (kept aside) are in the history.
    expect((await versionsOf(page, note.id)).map((v) => [v.setup, v.setAside])).toEqual([
      ["Airport security, laptop draft", null],
      ["Airport security, phone draft", "conflict"],
      ["Airport security", null],
    ]);
    await phone.context().close();
  });
}

test("keep theirs keeps mine in the history, labelled; keep mine keeps theirs", async ({ page, context, account: _account }) => {
  await quietBanners(page);
  const note = await aJokeNote(page, { setup: "Dating apps" });
  const phone = await secondDevice(context, { width: 390, height: 844 });
  await openEditor(phone, "Dating apps");
  await apiClient(page.request).jokeNotes.update({ params: { id: note.id }, body: { setup: "Dating apps, from the laptop" } }).answer();

  await panel(phone).getByLabel("Setup", { exact: true }).fill("Dating apps, from the phone");
  await panel(phone).getByRole("button", { name: "Save Changes" }).click();
  await conflictDialog(phone).getByRole("button", { name: "Keep theirs" }).click();
  await expect(conflictDialog(phone)).toBeHidden();
  expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Dating apps, from the laptop" });
  expect((await versionsOf(page, note.id)).map((v) => [v.setup, v.setAside])).toEqual([
    ["Dating apps, from the phone", "conflict"],
    ["Dating apps", null],
  ]);

  await phone.goto(`/joke-notes?edit=${note.id}`);
  await panel(phone).getByRole("button", { name: "History" }).click();
  await expect(panel(phone).getByText("Not kept when edited on two devices")).toBeVisible();

  // Keep mine: their words become a version as any replaced words do.
  await openEditor(phone, "Dating apps, from the laptop");
  await apiClient(page.request).jokeNotes.update({ params: { id: note.id }, body: { setup: "Dating apps, laptop again" } }).answer();
  await panel(phone).getByLabel("Setup", { exact: true }).fill("Dating apps, phone wins");
  await panel(phone).getByRole("button", { name: "Save Changes" }).click();
  await conflictDialog(phone).getByRole("button", { name: "Keep mine" }).click();
  await expect(toast(phone, "Joke Note updated successfully!")).toBeVisible();
  expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Dating apps, phone wins" });
  expect((await versionsOf(page, note.id))[0]).toMatchObject({ setup: "Dating apps, laptop again", setAside: null });
  await phone.context().close();
});

test("a stage change elsewhere is no conflict: the words are saved onto it and the stage stays", async ({ page, context, account: _account }) => {
  await quietBanners(page);
  const note = await aJokeNote(page, { setup: "Gym membership" });
  const phone = await secondDevice(context, { width: 1280, height: 800 });
  await openEditor(phone, "Gym membership");
  await apiClient(page.request).jokeNotes.patch({ params: { id: note.id }, body: { stage: "working_on" } }).answer();
  await panel(phone).getByLabel("Setup", { exact: true }).fill("Gym membership, unused");
  await panel(phone).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(phone, "Joke Note updated successfully!")).toBeVisible();
  await expect(conflictDialog(phone)).toHaveCount(0);
  expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Gym membership, unused", stage: "working_on" });
  await phone.context().close();
});

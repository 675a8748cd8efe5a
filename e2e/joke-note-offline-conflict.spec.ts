import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

// An offline edit replayed onto a note changed elsewhere meanwhile is kept as its own version,
// flagged, never dropped and never written over the newer words.

const list = (page: Page) => page.getByRole("list", { name: "Your Joke Notes" });
const row = (page: Page, setup: string) => list(page).getByRole("listitem").filter({ hasText: setup });
const panel = (page: Page) => page.getByRole("region", { name: /^(Joke Note|Edit Joke Note|New Joke Note)$/ });

async function openJokeNotesOnline(page: Page): Promise<void> {
  await page.goto("/joke-notes");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const listRead = page.waitForResponse((response) => isCallOf(response, apiRoutes.jokeNotes.page) && response.ok());
  await page.reload();
  await listRead;
  await expect(page.getByRole("heading", { name: "Your Joke Notes" })).toBeVisible();
}

test.use({ serviceWorkers: "allow" });

test.beforeEach(({ page }) => {
  test.slow();
  return quietBanners(page);
});

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`${size.name}: an offline edit that meets a newer note is kept in its history, labelled and restorable by keyboard`, async ({ page, context, account: _account }) => {
    await page.setViewportSize(size);
    const note = await aJokeNote(page, { setup: "Wedding toast", punchlines: ["The best man"] });
    await openJokeNotesOnline(page);

    await context.setOffline(true);
    await row(page, "Wedding toast").getByRole("button", { name: "Edit joke note" }).click();
    await panel(page).getByLabel("Setup", { exact: true }).fill("Wedding toast, written in the tunnel");
    await panel(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Saved on this device, will sync")).toBeVisible();

    // Meanwhile the laptop saves other words.
    const laptop = await apiClient(page.request).jokeNotes.update({ params: { id: note.id }, body: { setup: "Wedding toast, from the laptop" } });
    expect(laptop.status()).toBe(200);

    await context.setOffline(false);
    await expect(toast(page, "Your offline edit met a newer version")).toBeVisible();
    // The list holds the newer words (on a phone the open panel covers it).
    await expect(page.locator(`#joke-note-${note.id}-setup`)).toHaveText("Wedding toast, from the laptop");
    expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Wedding toast, from the laptop" });
    const versions = await apiClient(page.request).jokeNotes.versions({ params: { id: note.id } }).answer();
    expect(versions.map((v) => [v.setup, v.setAside])).toEqual([
      ["Wedding toast, written in the tunnel", "offline"],
      ["Wedding toast", null],
    ]);

    await page.goto(`/joke-notes?edit=${note.id}`);
    const history = panel(page).getByRole("button", { name: "History" });
    await history.focus();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByText("Offline edit that met a newer version")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`conflict-offline-history-${size.name}`), fullPage: true });
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("radio").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("button", { name: "Restore this version" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Version restored")).toBeVisible();
    expect(await savedJokeNote(page, note.id)).toMatchObject({ setup: "Wedding toast, written in the tunnel" });
  });
}

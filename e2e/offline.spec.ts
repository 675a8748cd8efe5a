import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNotes } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient, apiUrl, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

// Offline capture (docs/decisions/022): the shell and the last joke list open offline, and
// joke notes written offline wait on the device and are saved once the network returns.

const SAVED_ON_DEVICE = "Saved on this device, will sync";
const WAITING = "Waiting to sync";

const list = (page: Page) => page.getByRole("list", { name: "Your Joke Notes" });
const row = (page: Page, setup: string) => list(page).getByRole("listitem").filter({ hasText: setup });
const panel = (page: Page) => page.getByRole("region", { name: /^(Joke Note|Edit Joke Note|New Joke Note)$/ });

/** Waits until the service worker controls the page: from then on its requests go through it. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Opens Joke Notes with the worker in control, so the list's reads are kept for offline use. */
async function openJokeNotesOnline(page: Page): Promise<void> {
  await page.goto("/joke-notes");
  await controlledByWorker(page);
  // The heading is drawn before the list arrives: wait for the read the worker keeps a copy of.
  const listRead = page.waitForResponse((response) => isCallOf(response, apiRoutes.jokeNotes.page) && response.ok());
  await page.reload();
  await listRead;
  await expect(page.getByRole("heading", { name: "Your Joke Notes" })).toBeVisible();
}

/** The writes waiting in IndexedDB, as the app stored them. */
const queuedWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ kind: string; key?: string; body: { setup: string } }[]>((resolve, reject) => {
        const open = indexedDB.open("comedy-toolkit-offline");
        open.onerror = () => reject(new Error(`IndexedDB: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("queued-writes")) return resolve([]);
          const read = db.transaction("queued-writes").objectStore("queued-writes").get("joke-notes");
          read.onsuccess = () => resolve((read.result as never) ?? []);
          read.onerror = () => reject(new Error(`IndexedDB: ${String(read.error)}`));
        };
      }),
  );

test.use({ serviceWorkers: "allow" });

test.beforeEach(({ page }) => {
  // Every test installs the worker first, which fetches the whole shell once.
  test.slow();
  return quietBanners(page);
});

test("a joke written offline waits on the device through a reload, then is saved exactly once", async ({ page, context, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await aJokeNote(page, { setup: "Already saved before the subway" });
  await openJokeNotesOnline(page);
  await expect(row(page, "Already saved before the subway")).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "New Joke Note" }).click();
  await panel(page).getByLabel("Setup", { exact: true }).fill("Written between stations");
  await panel(page).getByLabel("Punchline 1", { exact: true }).fill("No signal, all killer");
  await panel(page).getByRole("button", { name: "Create Joke Note" }).click();

  await expect(toast(page, SAVED_ON_DEVICE)).toBeVisible();
  await expect(row(page, "Written between stations")).toContainText(WAITING);
  expect((await savedJokeNotes(page)).map((note) => note.setup)).toEqual(["Already saved before the subway"]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("offline-pending-390") });

  // A reload with no network: the shell from the worker, the list from its last copy, the write from IndexedDB.
  await page.reload();
  await expect(row(page, "Written between stations")).toContainText(WAITING);
  await expect(row(page, "Already saved before the subway")).toBeVisible();
  await expect(row(page, "Already saved before the subway")).not.toContainText(WAITING);
  expect(await queuedWrites(page)).toHaveLength(1);

  await context.setOffline(false);
  await expect(toast(page, "Joke Note created successfully!")).toBeVisible();
  await expect(row(page, "Written between stations")).not.toContainText(WAITING);
  await expect.poll(() => queuedWrites(page)).toEqual([]);
  const saved = await savedJokeNotes(page);
  expect(saved.filter((note) => note.setup === "Written between stations")).toMatchObject([{ punchlines: ["No signal, all killer"] }]);
  expect(saved).toHaveLength(2);

  // Opening the app again sends nothing twice.
  await page.reload();
  await expect(row(page, "Written between stations")).toHaveCount(1);
  expect(await savedJokeNotes(page)).toHaveLength(2);
});

test("edits made offline are merged into one and saved when the network returns", async ({ page, context, account: _account }) => {
  const note = await aJokeNote(page, { setup: "The first draft", punchlines: ["Old tag"] });
  await openJokeNotesOnline(page);

  await context.setOffline(true);
  for (const setup of ["The second draft", "The third draft"]) {
    await list(page).getByRole("listitem").first().getByRole("button", { name: "Edit joke note" }).click();
    await panel(page).getByLabel("Setup", { exact: true }).fill(setup);
    await panel(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, SAVED_ON_DEVICE)).toBeVisible();
    await expect(row(page, setup)).toContainText(WAITING);
  }
  expect(await queuedWrites(page)).toMatchObject([{ kind: "update", body: { setup: "The third draft" } }]);
  expect((await savedJokeNotes(page))[0]?.setup).toBe("The first draft");

  await context.setOffline(false);
  await expect(toast(page, "Joke Note updated successfully!")).toBeVisible();
  await expect(row(page, "The third draft")).not.toContainText(WAITING);
  expect(await savedJokeNotes(page)).toMatchObject([{ id: note.id, setup: "The third draft", punchlines: ["Old tag"] }]);
  // One PUT reached the server: one earlier version (the first draft), not two.
  const versions = await apiClient(page.request).jokeNotes.versions({ params: { id: note.id } }).answer();
  expect(versions).toMatchObject([{ setup: "The first draft" }]);
});

test("a queued edit the server refuses for good is dropped, with the server's reason", async ({ page, context, account: _account }) => {
  const note = await aJokeNote(page, { setup: "Edited here, deleted elsewhere" });
  await openJokeNotesOnline(page);
  await context.setOffline(true);
  await row(page, "Edited here, deleted elsewhere").getByRole("button", { name: "Edit joke note" }).click();
  await panel(page).getByLabel("Setup", { exact: true }).fill("Edited here, deleted elsewhere, twice");
  await panel(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, SAVED_ON_DEVICE)).toBeVisible();
  expect(await queuedWrites(page)).toHaveLength(1);

  // Another device deletes the note before this one is back online: the PUT answers 404.
  expect((await apiClient(page.request).jokeNotes.remove({ params: { id: note.id } })).status()).toBeLessThan(300);

  await context.setOffline(false);
  const refused = toast(page, "Error updating joke note");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("not found");
  await expect(row(page, "Edited here, deleted elsewhere")).toHaveCount(0);
  await expect.poll(() => queuedWrites(page)).toEqual([]);
  expect(await savedJokeNotes(page)).toEqual([]);
});

test("the app shell opens offline after one visit, and never stands in for the API", async ({ page, context, account: _account }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await aJokeNote(page, { setup: "Readable on the plane" });
  await openJokeNotesOnline(page);

  await context.setOffline(true);
  await page.goto("/joke-notes");
  await expect(page.getByRole("heading", { name: "Joke Notes", level: 1 })).toBeVisible();
  await expect(row(page, "Readable on the plane")).toBeVisible();
  await expect(page.goto(apiUrl(apiRoutes.jokeNotes.list))).rejects.toThrow();

  // Online again, the list is the server's, never the kept copy.
  await context.setOffline(false);
  await aJokeNote(page, { setup: "Written on another device" });
  await page.goto("/joke-notes");
  await expect(row(page, "Written on another device")).toBeVisible();
});

test("signing out empties the kept copy of the lists", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Private material" });
  await openJokeNotesOnline(page);
  await expect(row(page, "Private material")).toBeVisible();
  const keptReads = () => page.evaluate(async () => ((await caches.has("api-joke-notes")) ? (await (await caches.open("api-joke-notes")).keys()).length : 0));
  expect(await keptReads()).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(keptReads).toBe(0);
});

test("perform mode, once open, keeps stepping through the set offline", async ({ page, context, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await aJokeNote(page, { setup: "Closer" }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "Opener" }, { stool: "my_stool" });
  await page.goto("/my-stool");
  await controlledByWorker(page);
  await page.getByRole("button", { name: "Perform" }).click();
  const stage = page.getByRole("dialog", { name: /^Perform:/ });
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");

  await context.setOffline(true);
  await stage.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("perform-position")).toHaveText("2 of 2");
  await expect(stage.getByText("Closer")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(stage.getByText("Opener")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(stage).toBeHidden();
  await expect(page.getByTestId("stool-count")).toHaveText("2 jokes in My Stool");
});

test("a set list opened once reads and performs with no network, after a reload", async ({ page, context, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const opener = await aJokeNote(page, { setup: "Basement opener", punchlines: ["No bars down here"] });
  const closer = await aJokeNote(page, { setup: "Basement closer" });
  const { id } = await apiClient(page.request).setLists.create({ body: { name: "Cellar set", targetMinutes: 5, jokeNoteIds: [opener.id, closer.id] } }).answer();
  await page.goto(`/set-lists?set=${id}`);
  await controlledByWorker(page);
  // Read once with the worker in control: the list and the set are kept.
  const setRead = page.waitForResponse((response) => isCallOf(response, apiRoutes.setLists.get, { params: { id } }) && response.ok());
  await page.reload();
  await setRead;
  await expect(page.getByRole("link", { name: "Perform" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Cellar set");
  await expect(page.getByRole("list", { name: "Running order" }).getByRole("listitem")).toHaveText([/Basement opener/, /Basement closer/]);
  await page.getByRole("link", { name: "Perform" }).click();
  const stage = page.getByRole("dialog", { name: "Perform: Cellar set" });
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");
  await expect(stage.getByText("Basement opener")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(stage.getByText("Basement closer")).toBeVisible();
  // Opened straight from the address, still with no network: the worker's copy of the set.
  await page.reload();
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");
  await expect(stage.getByText("Basement opener")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("offline-set-perform-390") });
});


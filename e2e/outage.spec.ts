import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test, toast } from "./fixtures";
import { savedJokeNotes } from "./joke-note-data";
import { e2ePorts } from "./ports";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

// While the server cannot be reached (its database cut off behind the e2e proxy, so the real
// server answers 503; or no network at all), pages stay as they are with a calm line, joke
// notes written meanwhile wait on the device, and all of it resolves by itself afterwards.

const CALM = "Can't reach the server, your unsaved changes are kept.";
const origin = () => `http://127.0.0.1:${e2ePorts().appWithOutage}`;
const notice = (page: Page) => page.getByRole("status").filter({ hasText: CALM });

async function setDatabase(up: boolean): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/database`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ up }),
  });
  expect(res.status).toBe(200);
}

// One relay, one database switch: the phone and desktop runs take turns (in parallel, the
// first to finish would bring the database back under the other).
test.describe.configure({ mode: "default" });
test.beforeEach(({ page }) => quietBanners(page));
// Whatever happens in a test, the database is back for the next.
test.afterEach(() => setDatabase(true));

for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1280, 800],
] as const) {
  test(`on a ${label}, a database outage shows the calm line, keeps a joke written meanwhile, and both resolve when it is back`, async ({ page, account: _account }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await page.goto(`${origin()}/joke-notes`);
    await expect(page.getByText("No joke notes yet. Create your first joke note!")).toBeVisible();

    await setDatabase(false);
    const answer = await apiClient(page.request, { origin: origin() }).jokeNotes.list();
    expect(answer.status()).toBe(503);

    await page.getByRole("button", { name: "New Joke Note" }).click();
    const panel = page.getByRole("region", { name: "New Joke Note" });
    await panel.getByLabel("Setup", { exact: true }).fill(`Written while the database napped ${label}`);
    await panel.getByLabel("Punchline 1", { exact: true }).fill("It dreamt in tables");
    await panel.getByRole("button", { name: "Create Joke Note" }).click();

    await expect(notice(page)).toBeVisible();
    await expect(toast(page, "Saved on this device, will sync")).toBeVisible();
    // The page is still the page: no error screen, no stack, nothing blank.
    await expect(page.getByRole("heading", { name: "Joke Notes", level: 1 })).toBeVisible();
    await expect(page.getByText(/Something went wrong|Error ID|at .*\.js/)).toHaveCount(0);
    const row = page.getByRole("list", { name: "Your Joke Notes" }).getByRole("listitem").filter({ hasText: `napped ${label}` });
    await expect(row).toContainText("Waiting to sync");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`outage-${width}`) });

    await setDatabase(true);
    await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(row).not.toContainText("Waiting to sync", { timeout: 20_000 });
    const saved = (await savedJokeNotes(page)).filter((note) => note.setup === `Written while the database napped ${label}`);
    expect(saved).toHaveLength(1);
  });
}

test("with no network the calm line shows, and goes by itself when the network is back", async ({ page, context, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The main instance: the one behind the cut relay is the other tests' (they run meanwhile).
  await page.goto("/notes");
  await expect(page.getByRole("heading", { name: "Just Notes", level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Just Notes", level: 1 })).toBeVisible();
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Just Notes", level: 1 })).toBeVisible();
});

import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { shoot } from "./admin-helpers";
import { expect, quietBanners, signInAsAdmin, test, toast } from "./fixtures";
import { e2ePorts } from "./ports";
import { apiClient } from "./api-client";

test.beforeEach(({ page }) => quietBanners(page));
// One backup at a time across the instances (they share the database and the job's lock): run
// side by side, a test's "Back up now" met the other's running backup and got "already running".
test.describe.configure({ mode: "default" });

/** The second app instance: its BACKUP_DIR cannot be made (see serve.ts), so its backups fail for real. */
const brokenInstance = () => `http://127.0.0.1:${e2ePorts().appWithoutSms}`;

const statusLine = (page: Page) => page.getByRole("region", { name: "Backup status" });
const needsAttention = (page: Page) => page.getByRole("region", { name: "Needs attention" });
const runs = (page: Page) => page.getByRole("list", { name: "Recent backup runs, newest first" }).getByRole("listitem");

test("a comedian gets 403 from the backups API and no Backups tab", async ({ page, account: _account }) => {
  expect((await apiClient(page.request).backups.overview()).status()).toBe(403);
  expect((await apiClient(page.request).backups.run()).status()).toBe(403);
  await page.goto("/admin?tab=backups");
  await expect(page.getByText("Access Denied - You need admin privileges to access this panel.")).toBeVisible();
  await expect(statusLine(page)).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a backup that fails shows its reason, in the Backups tab and above the tabs", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${brokenInstance()}/admin?tab=backups`);
      await expect(page.getByRole("tab", { name: "Backups" })).toHaveAttribute("aria-selected", "true");
      await page.getByRole("button", { name: "Back up now" }).click();
      await expect(toast(page, "Backup failed")).toBeVisible();
      await expect(needsAttention(page)).toContainText(/The last backup failed: ENOTDIR: not a directory/);
      await expect(runs(page).first()).toContainText(/Failed just now · by an admin/);
      await expect(runs(page).first()).toContainText("ENOTDIR");
      await expect(statusLine(page)).toContainText(/Backups need attention: The last backup failed: ENOTDIR/);
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, "admin-backups-failed");
    });

    test("Back up now makes a backup: its time, size and place shown, the warning gone", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin?tab=backups");
      await page.getByRole("button", { name: "Back up now" }).click();
      await expect(toast(page, "Backup saved")).toBeVisible();
      await expect(needsAttention(page)).toHaveCount(0);
      const last = page.getByRole("region", { name: "Last backup" });
      await expect(last).toContainText(/Made\s*just now/);
      await expect(last).toContainText(/Size\s*\d+(\.\d)? KB \(\d+ tables, [\d,]+ rows\)/);
      await expect(last).toContainText(/On the server\s*\/.*\/backups\/toolkit-[\dT-]+Z(-\d+)?\.scheduled\.backup\.gz/);
      await expect(last).toContainText("Not copied (no bucket is set)");
      await expect(runs(page).first()).toContainText(/Saved just now · \d+(\.\d)? KB .* · by an admin/);
      await expect(statusLine(page)).toContainText(/Last backup just now, \d+(\.\d)? KB, on the server\./);
      await expect(page.getByRole("region", { name: "How backups run" })).toContainText("Daily at 02:30 (server time)");
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, "admin-backups");
    });
  });
}

test("the warning shows above every tab, and its link opens the Backups tab", async ({ page }) => {
  await signInAsAdmin(page);
  // A backup fails on the instance whose folder cannot be made; both instances share the database.
  const failed = await apiClient(page.request, { origin: brokenInstance() }).backups.run().answer();
  expect(failed.run.outcome).toBe("failed");
  await page.goto("/admin?tab=errors");
  await expect(statusLine(page)).toContainText("Backups need attention: The last backup failed");
  await statusLine(page).getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("tab", { name: "Backups" })).toHaveAttribute("aria-selected", "true");
  await expect(needsAttention(page)).toContainText("The last backup failed");
});

test("by keyboard alone: the Backups tab, Back up now with focus kept, the status line's link", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Error Monitoring" }).focus();
  await page.keyboard.press("End");
  const tab = page.getByRole("tab", { name: "Backups" });
  await expect(tab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=backups$/);

  const button = page.getByRole("button", { name: "Back up now" });
  for (let i = 0; i < 4 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  expect(await button.evaluate((el) => el.matches(":focus-visible")), "the focus ring shows").toBe(true);
  const before = await runs(page).count();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Backup saved")).toBeVisible();
  await expect(runs(page)).toHaveCount(Math.min(before + 1, 10));
  await expect(button).toBeFocused();

  // Back on another tab, the status line's link is reached by Tab and opens Backups with Enter.
  await page.goto("/admin?tab=settings");
  const link = statusLine(page).getByRole("link", { name: "Backups" });
  await expect(statusLine(page)).toContainText("Last backup just now");
  await page.getByRole("heading", { name: "Admin Panel", level: 1 }).click();
  for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");
});

import { expect, newEmail, quietBanners, signInAsAdmin, signUpByApi, test, toast } from "./fixtures";
import { shoot } from "./admin-helpers";
import { aJokeNote } from "./joke-note-data";
import { apiClient } from "./api-client";

test.beforeEach(({ page }) => quietBanners(page));

test("a member sees Admin Access Required", async ({ page, account: _account }) => {
  await page.goto("/admin/users");
  await expect(page.getByText("Admin Access Required")).toBeVisible();
  expect((await apiClient(page.request).adminUsers.list({})).status()).toBe(403);
});

test("an admin finds a comedian with their stats, promotes, sets a plan and removes admin again", async ({ page, browser }) => {
  const comic = await browser.newPage();
  const email = newEmail("standup");
  await signUpByApi(comic, email);
  for (let i = 0; i < 7; i += 1) await aJokeNote(comic, { setup: `Bit ${i}` });
  await comic.close();

  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search users by email" }).fill(email);
  const card = page.getByRole("listitem", { name: email });
  await expect(card).toBeVisible();
  await expect(card).toContainText("7");
  await expect(card).toContainText("Low");
  await expect(card).toContainText("Joined today");
  await expect(card.getByText("Ideas").locator("xpath=..")).toContainText("7");

  // Promote through the form, whatever the case of the address.
  await page.getByRole("textbox", { name: "Email address" }).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Promote", exact: true }).click();
  await expect(toast(page, "User promoted")).toContainText(`${email} is now an administrator.`);
  await expect(card.getByText("Admin", { exact: true })).toBeVisible();

  await card.getByRole("combobox", { name: `Plan for ${email}` }).click();
  await page.getByRole("option", { name: "Premium" }).click();
  await expect(toast(page, "Plan changed")).toContainText("premium");
  await expect(card.getByRole("combobox", { name: `Plan for ${email}` })).toHaveText("Premium");

  await card.getByRole("button", { name: "Remove Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove admin rights?" });
  await dialog.getByRole("button", { name: "Remove Admin" }).click();
  await expect(toast(page, "Admin rights removed")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText("Admin", { exact: true })).toHaveCount(0);
});

test("promotion says what is wrong: no email, or nobody with it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Promote", exact: true }).click();
  await expect(toast(page, "Email Required")).toContainText("Please enter an email address");
  await expect(page.getByRole("textbox", { name: "Email address" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "Email address" }).fill("nobody-here@example.com");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Promotion Failed")).toContainText("No account uses nobody-here@example.com");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test("the users page lists the accounts and is photographed", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/users");
      await expect(page.getByRole("list", { name: "Users" })).toBeVisible();
      await shoot(page, "admin-users");
    });
  });
}

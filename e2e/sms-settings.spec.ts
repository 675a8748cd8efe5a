import { expect, signInAsAdmin, test } from "./fixtures";
import { apiClient } from "./api-client";

test("a member sees Admin Access Required on SMS settings and the API refuses", async ({ page, account }) => {
  expect(account.isAdmin).toBe(false);
  await page.goto("/sms-settings");
  await expect(page.getByText("Admin Access Required")).toBeVisible();
  await expect(page.getByText("Phone Numbers")).toHaveCount(0);
  expect((await apiClient(page.request).sms.phoneNumbers()).status()).toBe(403);
  // The phone prompt sends members here: the page points them to their own phone settings.
  await page.getByRole("link", { name: "Go to Profile Settings" }).click();
  await expect(page).toHaveURL(/\/profile-settings$/);
  await expect(page.getByRole("region", { name: "SMS Phone Verification" })).toBeVisible();
});

test("the admin sees the numbers and enables SMS on one", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/sms-settings");
  await expect(page.getByText("joke: setup / punchline").first()).toBeVisible();
  await expect(page.getByText("Coming Soon")).toBeVisible();

  const jokeLine = page.getByRole("listitem", { name: "(555) 000-9999" });
  const clubLine = page.getByRole("listitem", { name: "(555) 000-8888" });
  await expect(clubLine.getByText("SMS Enabled")).toBeVisible();
  await expect(clubLine.getByRole("button", { name: "Reconfigure" })).toBeVisible();
  await expect(jokeLine.getByText("Not Configured")).toBeVisible();

  await jokeLine.getByRole("button", { name: "Enable SMS" }).click();
  await expect(jokeLine.getByText("SMS Enabled")).toBeVisible();
  await expect(jokeLine.getByRole("button", { name: "Reconfigure" })).toBeVisible();
  await expect(page.getByText("Texts to (555) 000-9999 now land in Joke Notes.")).toBeVisible();

  // The change is Twilio's, not just the page's: a reload reads it back.
  await page.reload();
  await expect(page.getByRole("listitem", { name: "(555) 000-9999" }).getByText("SMS Enabled")).toBeVisible();
});

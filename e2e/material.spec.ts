import { readFile } from "node:fs/promises";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNotes } from "./joke-note-data";
import { mailsTo } from "./outside-services";
import { shotPath } from "./screenshots";
import { apiClient, apiUrl } from "./api-client";
import { apiRoutes } from "@shared/api";

test.beforeEach(({ page }) => quietBanners(page));

test("Download my material saves a JSON file of the comedian's jokes", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Airline food", punchlines: ["hostage situation"] });
  await page.goto("/profile-settings");
  const card = page.getByRole("region", { name: "Your Material" });
  await expect(card).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Download my material" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^comedy-toolkit-material-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()), "utf8")) as { format: string; jokeNotes: { setup: string; punchlines: string[] }[] };
  expect(file.format).toBe("comedy-toolkit-material");
  expect(file.jokeNotes).toEqual([expect.objectContaining({ setup: "Airline food", punchlines: ["hostage situation"] })]);

  const [markdown] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Download as Markdown" }).click()]);
  expect(markdown.suggestedFilename()).toMatch(/\.md$/);
  expect(await readFile((await markdown.path()), "utf8")).toContain("### Airline food\n\n- hostage situation");
});

test("Import takes a plain-text file by keyboard, once, and names a bad file's problem", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile-settings");
  const card = page.getByRole("region", { name: "Your Material" });
  const input = card.getByLabel("Import");
  const text = { name: "jokes.txt", mimeType: "text/plain", buffer: Buffer.from("My dog is a lawyer / he chases ambulances\n\nI tried yoga / I'm flexible about it\n") };

  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles(text);
  await expect(card.getByText("Added 2 joke notes.")).toBeVisible();
  await expect(toast(page, "Import finished")).toBeVisible();
  await page.screenshot({ path: shotPath("material-phone"), fullPage: true });

  await input.setInputFiles(text);
  await expect(card.getByText("Everything in the file was already here; nothing was added.")).toBeVisible();
  expect((await savedJokeNotes(page)).map((n) => n.setup).sort()).toEqual(["I tried yoga", "My dog is a lawyer"]);

  await input.setInputFiles({ name: "old.json", mimeType: "application/json", buffer: Buffer.from('{"format":"something-else","formatVersion":1}') });
  await expect(card.getByRole("alert")).toContainText("format");
  expect(await savedJokeNotes(page)).toHaveLength(2);
});

test("Delete account offers the export, asks for the password in a trapped dialog, then signs out for good", async ({ page, account }) => {
  await aJokeNote(page, { setup: "Taking this with me" });
  await page.goto("/profile-settings");
  const zone = page.getByRole("region", { name: "Delete Account" });
  await expect(zone.getByRole("link", { name: "Download my material first" })).toHaveAttribute("href", apiUrl(apiRoutes.material.export));

  const opener = zone.getByRole("button", { name: "Delete account" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog, and returns to the opener on Escape.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await dialog.getByLabel("Current Password").fill("not-my-password");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Your current password is incorrect.");
  expect(await savedJokeNotes(page)).toHaveLength(1);

  await dialog.getByLabel("Current Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account forever" }).click();
  await expect(toast(page, "Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await apiClient(page.request).account.currentUser()).status()).toBe(401);
  const login = await apiClient(page.request).account.login({ body: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
  await expect.poll(async () => (await mailsTo(account.email)).some((mail) => /deleted/.test(mail.subject))).toBe(true);
});

import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote, savedJokeNotes } from "./joke-note-data";

test.beforeEach(({ page }) => quietBanners(page));

test("Download my material saves a JSON file of the comedian's jokes", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Airline food", punchlines: ["hostage situation"] });
  await page.goto("/profile-settings");
  const card = page.getByRole("region", { name: "Your Material" });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

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
  await page.screenshot({ path: "/tmp/m/material-phone.png", fullPage: true });

  await input.setInputFiles(text);
  await expect(card.getByText("Everything in the file was already here; nothing was added.")).toBeVisible();
  expect((await savedJokeNotes(page)).map((n) => n.setup).sort()).toEqual(["I tried yoga", "My dog is a lawyer"]);

  await input.setInputFiles({ name: "old.json", mimeType: "application/json", buffer: Buffer.from('{"format":"something-else","formatVersion":1}') });
  await expect(card.getByRole("alert")).toContainText("format");
  expect(await savedJokeNotes(page)).toHaveLength(2);
  await expectNoAxeViolations(page);
});

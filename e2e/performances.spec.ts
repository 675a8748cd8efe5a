import type { Page } from "@playwright/test";
import { expect, quietBanners, test, toast } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

const shows = (page: Page) => page.getByRole("list", { name: "Shows" }).locator(":scope > li");
const logged = (page: Page) => apiClient(page.request).performances.list({}).answer();

async function aSetOfTwo(page: Page) {
  const a = await aJokeNote(page, { setup: "Logged opener" });
  const b = await aJokeNote(page, { setup: "Logged closer" });
  const set = await apiClient(page.request).setLists.create({ body: { name: "Club set", targetMinutes: 7, jokeNoteIds: [a.id, b.id] } }).answer();
  return { a, b, set };
}

test.beforeEach(({ page }) => quietBanners(page));

test("a show is logged by hand, edited and deleted from the performance log, by keyboard", async ({ page, account: _account }) => {
  test.setTimeout(60_000);
  const { a, b, set } = await aSetOfTwo(page);
  await apiClient(page.request).performances.create({
    body: { performedAt: "2026-10-01T20:00:00Z", venue: "Older Room", ratings: [{ jokeNoteId: a.id, rating: "ok" }] },
  }).answer();

  // From the dashboard's Last Show card.
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Last Show" }).getByRole("link", { name: "Performance log" }).click();
  await expect(page.getByRole("heading", { name: "Performance Log", level: 1 })).toBeVisible();
  await expect(shows(page)).toHaveText([/Older Room/]);

  const logButton = page.getByRole("button", { name: "Log a show" });
  await logButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Log a show" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Date").fill("2026-11-20");
  await dialog.getByLabel("Venue").fill("The Laugh Shack");
  await dialog.getByLabel("Show name (optional)").fill("Friday Late");
  await dialog.getByLabel("Time on stage (m:ss)").fill("6:6");
  await expect(dialog.getByText("Type minutes, or minutes and seconds like 4:05.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Log show" })).toBeDisabled();
  await dialog.getByLabel("Time on stage (m:ss)").fill("6:30");
  await expect(dialog.getByText("Pick a set list to rate its bits.")).toBeVisible();
  await dialog.getByLabel("Set list (optional)").selectOption({ label: "Club set" });
  await expect(dialog.getByRole("group")).toHaveText([/Logged opener/, /Logged closer/]);
  // Ratings by keyboard: focus a bit's first choice, arrows move along.
  await dialog.getByRole("group", { name: "Logged opener" }).getByRole("radio", { name: "Killed" }).focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("group", { name: "Logged closer" }).getByRole("radio", { name: "Killed" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("group", { name: "Logged closer" }).getByRole("radio", { name: "Good" })).toBeChecked();
  await dialog.getByLabel("Notes (optional)").fill("Hot crowd");
  await dialog.getByRole("button", { name: "Log show" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(logButton).toBeFocused();

  // Newest first.
  await expect(shows(page)).toHaveText([/Friday Late at The Laugh Shack/, /Older Room/]);
  await expect(shows(page).first()).toContainText("6:30 on stage");
  const [friday] = await logged(page);
  expect(friday).toMatchObject({
    venue: "The Laugh Shack",
    showName: "Friday Late",
    setListId: set.id,
    durationSeconds: 390,
    notes: "Hot crowd",
    ratings: [
      { jokeNoteId: a.id, rating: "killed" },
      { jokeNoteId: b.id, rating: "good" },
    ],
  });
  expect(new Date(friday!.performedAt).toISOString().slice(0, 10)).toBe("2026-11-20");

  // Edit: the form comes back filled in.
  const edit = page.getByRole("button", { name: "Edit Friday Late at The Laugh Shack" });
  await edit.click();
  const editor = page.getByRole("dialog", { name: "Edit show" });
  await expect(editor.getByLabel("Venue")).toHaveValue("The Laugh Shack");
  await expect(editor.getByLabel("Date")).toHaveValue("2026-11-20");
  await expect(editor.getByLabel("Time on stage (m:ss)")).toHaveValue("6:30");
  await expect(editor.getByRole("group", { name: "Logged opener" }).getByRole("radio", { name: "Killed" })).toBeChecked();
  await editor.getByLabel("Venue").fill("The Comedy Cellar");
  await editor.getByRole("group", { name: "Logged opener" }).getByText("Bombed").click();
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor).toBeHidden();
  await expect(shows(page).first()).toContainText("Friday Late at The Comedy Cellar");
  await expect(page.getByRole("button", { name: "Edit Friday Late at The Comedy Cellar" })).toBeFocused();
  expect((await logged(page))[0]).toMatchObject({ venue: "The Comedy Cellar", ratings: [{ rating: "bombed" }, { rating: "good" }] });

  // Delete asks first; dismissing keeps the show.
  page.once("dialog", (confirm) => void confirm.dismiss());
  await page.getByRole("button", { name: "Delete Friday Late at The Comedy Cellar" }).click();
  await expect(shows(page)).toHaveCount(2);
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Delete this show from your log? Its ratings go with it.");
    void confirm.accept();
  });
  await page.getByRole("button", { name: "Delete Friday Late at The Comedy Cellar" }).click();
  // The row leaves at once (an optimistic delete); the toast says the server has deleted it.
  await expect(shows(page)).toHaveText([/Older Room/]);
  await expect(toast(page, "Show deleted")).toBeVisible();
  expect((await apiClient(page.request).performances.get({ params: { id: friday!.id } })).status()).toBe(404);
});

test("on a phone the log is reached from the user menu, and its form asks before an Escape drops typed words", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { a } = await aSetOfTwo(page);
  await apiClient(page.request).performances.create({
    body: {
      performedAt: "2026-11-02T20:00:00Z",
      venue: "Phone Pub",
      showName: "Open mic Monday",
      durationSeconds: 300,
      notes: "Tag the opener",
      ratings: [{ jokeNoteId: a.id, rating: "killed" }],
    },
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Performance Log" }).click();
  await expect(page.getByRole("heading", { name: "Performance Log", level: 1 })).toBeVisible();
  await expect(shows(page)).toHaveText([/Open mic Monday at Phone Pub/]);
  await expect(shows(page).first()).toContainText("5:00 on stage");
  await page.screenshot({ path: shotPath("stagecraft-performances-phone"), fullPage: true });

  await page.getByRole("button", { name: "Log a show" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a show" });
  await dialog.getByLabel("Set list (optional)").selectOption({ label: "Club set" });
  await expect(dialog.getByRole("group")).toHaveCount(2);
  await page.screenshot({ path: shotPath("stagecraft-log-show-phone") });
  // Typed words are not dropped by a stray Escape without asking.
  await dialog.getByLabel("Venue").fill("Half typed");
  page.once("dialog", (confirm) => void confirm.dismiss());
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
});

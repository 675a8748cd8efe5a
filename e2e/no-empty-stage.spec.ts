import type { Locator, Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { apiClient, apiUrl } from "./api-client";
import { apiRoutes } from "@shared/api";

// A comedian whose material sits in Production's Main (not My Stool) finds it from every way
// into perform mode, and an action with nothing to act on says why, next to it.

const performer = (page: Page) => page.getByRole("dialog", { name: /^Perform:/ });

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};

/** The button is disabled and its visible reason is tied to it by aria-describedby. */
async function expectDisabledWithReason(button: Locator, reason: string | RegExp): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
  const id = await button.getAttribute("aria-describedby");
  await expect(button.page().locator(`[id="${id}"]`)).toBeVisible();
}

test.beforeEach(({ page }) => quietBanners(page));

for (const { width, height, label } of [
  { width: 390, height: 844, label: "phone" },
  { width: 1280, height: 800, label: "desktop" },
]) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport: { width, height } });

    test("jokes in Main are found from the dashboard, /my-stool, On Stage and the Joke Lab, never an empty stool", async ({ page, account: _account }) => {
      test.setTimeout(90_000);
      await aJokeNote(page, { setup: "Main event material", punchlines: ["the tag"] }, { stool: "main" });

      // The dashboard's My Stool card names the set each joke is in, and View All opens that set.
      await page.goto("/dashboard");
      await expect(page.getByText("in Main")).toBeVisible();
      await page.getByRole("listitem").filter({ hasText: "in Main" }).getByRole("link", { name: "Edit: Main event material" }).click();
      await expect(page).toHaveURL(/\/my-stool\?category=main$/);
      await expect(page.getByTestId("stool-count")).toHaveText("1 joke in Main");

      await page.goto("/dashboard");
      await page.getByRole("link", { name: "View All" }).click();
      await expect(page.getByRole("heading", { name: "Main", level: 1 })).toBeVisible();
      await expect(page.getByTestId("stool-count")).toHaveText("1 joke in Main");
      await expect(page.getByRole("button", { name: "Perform" })).toBeEnabled();

      // /my-stool?action=perform (no set named) performs the set that has the jokes.
      await page.goto("/my-stool?action=perform");
      await expect(performer(page)).toHaveAccessibleName("Perform: Main");
      await expect(page.getByTestId("perform-position")).toHaveText("1 of 1");
      await expect(performer(page).getByText("Main event material")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { name: "Main", level: 1 })).toBeVisible();

      // My Stool itself is empty: Perform says why beside it and leads to Main, by keyboard alone.
      await page.goto("/my-stool?category=my_stool");
      await expect(page.getByRole("link", { name: "My Stool (0)" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Main (1)" })).toBeVisible();
      await expectDisabledWithReason(page.getByRole("button", { name: "Perform", exact: true }), /Add some jokes to the stool first!/);
      await shot(page, `empty-stool-menu-${label}`);
      await expectNoAxeViolations(page);
      const toMain = page.getByRole("link", { name: "Perform Main (1 joke)" });
      await toMain.focus();
      await page.keyboard.press("Enter");
      await expect(performer(page)).toHaveAccessibleName("Perform: Main");
      await expect(performer(page).getByText("Main event material")).toBeVisible();
      await page.keyboard.press("Escape");

      // Asked to perform the empty set directly: the message, no timer, and the way to Main.
      await page.goto("/my-stool?category=my_stool&action=perform");
      await expect(performer(page).getByText("Add some jokes to the stool first!")).toBeVisible();
      await expect(performer(page).getByRole("timer")).toHaveCount(0);
      await expect(performer(page).getByTestId("set-elapsed")).toHaveCount(0);
      await shot(page, `empty-perform-${label}`);
      await expectNoAxeViolations(page);
      await performer(page).getByRole("link", { name: "Perform Main (1 joke)" }).click();
      await expect(page.getByTestId("perform-position")).toHaveText("1 of 1");
      await page.keyboard.press("Escape");

      // On Stage counts Main's joke on its card; the Joke Lab's Main column performs it.
      await page.goto("/on-stage");
      await expect(page.getByRole("link", { name: /Main/ })).toContainText("1 joke");
      await page.goto("/joke-lab?tab=production");
      await expect(page.getByRole("link", { name: "Perform My Stool" })).toHaveCount(0);
      await page.getByRole("link", { name: "Perform Main" }).click();
      await expect(page).toHaveURL(/\/my-stool\?category=main$/);
      await expect(page.getByTestId("stool-count")).toHaveText("1 joke in Main");
    });

    test("an empty set list: Perform, Rehearse and Print card are disabled with the reason beside them; its perform page runs no timer", async ({ page, account: _account }) => {
      test.setTimeout(60_000);
      const res = apiClient(page.request).setLists.create({ body: { name: "Nothing yet", targetMinutes: 5, jokeNoteIds: [] } });
      expect((await res).status()).toBe(201);
      const set = await res.answer();
      await page.goto(`/set-lists?set=${set.id}`);
      const reason = /No bits in this set yet/;
      await expectDisabledWithReason(page.getByRole("button", { name: "Perform", exact: true }), reason);
      await expectDisabledWithReason(page.getByRole("button", { name: "Rehearse", exact: true }), reason);
      await expectDisabledWithReason(page.getByRole("button", { name: "Print card" }), reason);
      await shot(page, `empty-set-list-${label}`);
      await expectNoAxeViolations(page);

      await page.goto(`/set-lists/${set.id}/perform`);
      await expect(performer(page).getByText("Add some bits to this set list first!")).toBeVisible();
      await expect(performer(page).getByRole("timer")).toHaveCount(0);
      await performer(page).getByRole("link", { name: "Add bits to Nothing yet" }).click();
      await expect(page).toHaveURL(new RegExp(`/set-lists\\?set=${set.id}$`));
      // Nothing was performed, so nothing asks how it went.
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("Print (0) says why beside it and still answers a press with the reason", async ({ page, account: _account }) => {
      await aJokeNote(page, { setup: "A joke to print" });
      await page.goto("/joke-notes");
      await page.getByRole("button", { name: "Print Jokes" }).click();
      const print = page.getByRole("button", { name: "Print (0)" });
      await expect(print).toHaveAttribute("aria-disabled", "true");
      await expect(print).toHaveAccessibleDescription("Please select at least one joke note to print.");
      await expect(page.getByText("Please select at least one joke note to print.")).toBeVisible();
      await page.getByRole("button", { name: "Select All" }).click();
      const one = page.getByRole("button", { name: "Print (1)" });
      await expect(one).not.toHaveAttribute("aria-disabled");
      await expect(page.getByText("Please select at least one joke note to print.")).toBeHidden();
    });
  });
}

test("Print Jokes, the downloads and the show form's ratings say why there is nothing to act on, and lead to the fix", async ({ page, account: _account }) => {
  test.setTimeout(90_000);
  // Nothing written yet: Print Jokes and both downloads are disabled, each with its reason beside it.
  await page.goto("/joke-notes");
  await expect(page.getByText("No joke notes yet. Create your first joke note!")).toBeVisible();
  await expectDisabledWithReason(page.getByRole("button", { name: "Print Jokes" }), "Nothing to print yet: write a joke note first.");

  await page.goto("/profile-settings");
  const material = page.getByRole("region", { name: "Your Material" });
  const nothing = /^Nothing to download yet: your joke notes, notes, thoughts, set lists and shows will be in it once you write some\./;
  await expectDisabledWithReason(material.getByRole("button", { name: "Download my material" }), nothing);
  await expectDisabledWithReason(material.getByRole("button", { name: "Download as Markdown" }), nothing);
  // Deleting the account offers no empty download first.
  const danger = page.getByRole("region", { name: "Delete Account" });
  await expect(danger).toContainText("You have not written anything yet, so there is nothing to download first.");
  await expect(danger.getByRole("link", { name: "Download my material first" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await material.getByRole("link", { name: "Write a joke note" }).click();
  await expect(page).toHaveURL(/\/joke-notes$/);

  // With a note, a search that matches none disables Print Jokes with its own reason, and clearing it brings it back.
  await aJokeNote(page, { setup: "Airline food" });
  await page.goto("/joke-notes");
  const printJokes = page.getByRole("button", { name: "Print Jokes" });
  await expect(printJokes).toBeEnabled();
  await page.getByRole("searchbox", { name: "Search joke notes" }).fill("zebra crossing");
  await expectDisabledWithReason(printJokes, "Nothing to print: no joke notes match your search or filters.");
  await page.getByRole("searchbox", { name: "Search joke notes" }).fill("");
  await expect(printJokes).toBeEnabled();
  await expect(page.getByText(/^Nothing to print/)).toHaveCount(0);

  await page.goto("/profile-settings");
  await expect(material.getByRole("link", { name: "Download my material" })).toHaveAttribute("href", apiUrl(apiRoutes.material.export));
  await expect(material.getByText(/^Nothing to download yet/)).toHaveCount(0);
  await expect(danger.getByRole("link", { name: "Download my material first" })).toHaveAttribute("href", apiUrl(apiRoutes.material.export));

  // Logging a show with no set lists: no "pick a set list" with none to pick, but the way to make one.
  await page.goto("/performances");
  await page.getByRole("button", { name: "Log a show" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a show" });
  await expect(dialog.getByText("No set lists yet, so there are no bits to rate.")).toBeVisible();
  await expect(dialog.getByText("Pick a set list to rate its bits.")).toHaveCount(0);
  await dialog.getByRole("link", { name: "Make a set list" }).click();
  await expect(page).toHaveURL(/\/set-lists$/);

  // An empty set picked: it says the set has no bits, not to pick one.
  expect((await apiClient(page.request).setLists.create({ body: { name: "Bare set", targetMinutes: 5, jokeNoteIds: [] } })).status()).toBe(201);
  await page.goto("/performances");
  await page.getByRole("button", { name: "Log a show" }).click();
  await expect(dialog.getByText("Pick a set list to rate its bits.")).toBeVisible();
  await dialog.getByLabel("Set list (optional)").selectOption({ label: "Bare set" });
  await expect(dialog.getByText("This set list has no bits yet, so there is nothing to rate.")).toBeVisible();
});

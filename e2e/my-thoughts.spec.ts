import type { Page } from "@playwright/test";
import type { ThoughtCategory } from "../shared/thoughts/category-dto";
import type { Thought } from "../shared/thoughts/thought-dto";
import { expect, quietBanners, signOutElsewhere, test, toast } from "./fixtures";
import { watchUnfinishedRequests } from "./unfinished-requests";
import { apiClient, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

const categoryGrid = (page: Page) => page.getByRole("list", { name: "Categories" });
const tile = (page: Page, name: string) => categoryGrid(page).getByRole("button", { name: new RegExp(`^${name}`) });
const thoughtList = (page: Page) => page.getByRole("list", { name: /^Thoughts in / });
const thoughtItems = (page: Page) => thoughtList(page).locator(":scope > li");
const thought = (page: Page, text: string) => thoughtItems(page).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole("dialog");

async function aCategory(page: Page, name: string, data: Record<string, unknown> = {}): Promise<ThoughtCategory> {
  const res = apiClient(page.request).thoughtCategories.create({ body: { name, ...data } });
  expect((await res).status()).toBe(201);
  return res.answer();
}

async function aThought(page: Page, categoryId: number, content: string, tags = ""): Promise<Thought> {
  const res = apiClient(page.request).thoughts.create({ body: { categoryId, content, tags } });
  expect((await res).status()).toBe(201);
  return res.answer();
}

const savedThoughts = (page: Page) => apiClient(page.request).thoughts.list({}).answer();
const savedCategories = (page: Page) => apiClient(page.request).thoughtCategories.list().answer();

/** Answers the next window.confirm, and records what it asked. */
function answerConfirm(page: Page, accept: boolean, asked: string[]) {
  page.once("dialog", (confirm) => {
    asked.push(confirm.message());
    void (accept ? confirm.accept() : confirm.dismiss());
  });
}


test.beforeEach(({ page }) => quietBanners(page));

test("a category and a thought are created through the dialogs, with tags split and a chosen colour", async ({ page, account: _account }) => {
  await page.goto("/my-thoughts");
  await expect(page.getByRole("heading", { name: "No categories yet" })).toBeVisible();

  const newCategory = page.getByRole("button", { name: "New Category" });
  await newCategory.click();
  await expect(dialog(page).getByLabel("Name")).toBeFocused();
  await dialog(page).getByRole("button", { name: "Create Category" }).click();
  await expect(dialog(page).getByText("Name is required")).toBeVisible();
  await dialog(page).getByLabel("Name").fill("  Family ");
  await dialog(page).getByLabel("Description (optional)").fill("Mom, dad and the group chat");
  await expect(dialog(page).getByRole("radio", { name: "Blue" })).toBeChecked();
  await dialog(page).getByRole("radio", { name: "Blue" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog(page).getByRole("radio", { name: "Red" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Create Category" }).click();
  await expect(toast(page, "Category created!")).toBeVisible();
  await expect(newCategory).toBeFocused();
  await expect(tile(page, "Family")).toHaveAttribute("aria-pressed", "true");
  await expect(tile(page, "Family")).toContainText("0 thoughts");
  await expect(page.getByRole("heading", { name: "Nothing in Family yet" })).toBeVisible();
  expect(await savedCategories(page)).toMatchObject([{ name: "Family", color: "#EF4444", description: "Mom, dad and the group chat", sortOrder: 0 }]);

  await page.getByRole("button", { name: "Add Thought" }).click();
  await expect(dialog(page).getByLabel("Thought")).toBeFocused();
  await expect(dialog(page).getByRole("combobox", { name: "Category" })).toHaveText("Family");
  await dialog(page).getByLabel("Thought").fill("Why does my mom text in all caps?");
  await dialog(page).getByLabel("Tags").fill(" mom, , texting ,");
  await dialog(page).getByRole("button", { name: "Save Thought" }).click();
  await expect(toast(page, "Thought saved!")).toBeVisible();
  const saved = thought(page, "Why does my mom text in all caps?");
  await expect(saved.getByRole("list", { name: "Tags" })).toHaveText(["#mom", "#texting"].join(""));
  await expect(tile(page, "Family")).toContainText("1 thought");
  expect(await savedThoughts(page)).toMatchObject([{ content: "Why does my mom text in all caps?", tags: ["mom", "texting"] }]);
});

test("thoughts are found by content or tag, starred, edited, moved and deleted", async ({ page, account: _account }) => {
  const family = await aCategory(page, "Family", { color: "#EF4444" });
  const travel = await aCategory(page, "Airports", { color: "#22C55E" });
  await aThought(page, family.id, "My dad irons his jeans.", "dad");
  await aThought(page, travel.id, "Neck pillows are wearable regret.", "Travel, regret");
  await aThought(page, family.id, "Mom texts in ALL CAPS.", "mom");
  await page.goto("/my-thoughts");
  await expect(tile(page, "All Thoughts")).toHaveAttribute("aria-pressed", "true");
  await expect(thoughtItems(page)).toHaveCount(3);

  // One category at a time.
  await tile(page, "Family").click();
  await expect(page.getByRole("heading", { name: "Family", level: 2 })).toBeVisible();
  await expect(thoughtItems(page)).toHaveCount(2);

  // Search, case-insensitive, over content and tags.
  await tile(page, "All Thoughts").click();
  const search = page.getByRole("searchbox", { name: "Search thoughts" });
  await search.fill("TRAVEL");
  await expect(thoughtItems(page)).toHaveCount(1);
  await expect(thought(page, "Neck pillows")).toBeVisible();
  await search.fill("all caps");
  await expect(thoughtItems(page)).toHaveCount(1);
  await expect(thought(page, "Mom texts")).toBeVisible();
  await search.fill("dentist");
  await expect(page.getByRole("heading", { name: "No thoughts found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(thoughtItems(page)).toHaveCount(3);

  // Favourite: on, kept after a reload, filterable, and off again.
  const star = thought(page, "Neck pillows").getByRole("button", { name: /^Favorite:/ });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await savedThoughts(page)).find((t) => t.content.startsWith("Neck"))?.isFavorite).toBe(true);
  await page.reload();
  await expect(thought(page, "Neck pillows").getByRole("button", { name: /^Favorite:/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Favorites only" }).click();
  await expect(thoughtItems(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Favorites only" }).click();
  await thought(page, "Neck pillows").getByRole("button", { name: /^Favorite:/ }).click();
  await expect.poll(async () => (await savedThoughts(page)).find((t) => t.content.startsWith("Neck"))?.isFavorite).toBe(false);

  // Edit: new words and tags, and a move to another category.
  const editButton = thought(page, "My dad irons").getByRole("button", { name: /^Edit thought:/ });
  await editButton.click();
  await expect(dialog(page).getByLabel("Thought")).toHaveValue("My dad irons his jeans.");
  await expect(dialog(page).getByLabel("Tags")).toHaveValue("dad");
  await dialog(page).getByLabel("Thought").fill("My dad irons his jeans. Crisp.");
  await dialog(page).getByLabel("Tags").fill("dad, laundry");
  await dialog(page).getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Airports" }).click();
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Thought updated!")).toBeVisible();
  await expect(editButton).toBeFocused();
  await expect(thought(page, "Crisp.")).toContainText("Airports");
  await expect(tile(page, "Airports")).toContainText("2 thoughts");
  expect((await savedThoughts(page)).find((t) => t.content.endsWith("Crisp."))).toMatchObject({
    categoryId: travel.id,
    tags: ["dad", "laundry"],
  });

  // Delete asks first.
  const asked: string[] = [];
  answerConfirm(page, false, asked);
  await thought(page, "Mom texts").getByRole("button", { name: /^Delete thought:/ }).click();
  await expect(thoughtItems(page)).toHaveCount(3);
  answerConfirm(page, true, asked);
  await thought(page, "Mom texts").getByRole("button", { name: /^Delete thought:/ }).click();
  await expect(toast(page, "Thought deleted!")).toBeVisible();
  await expect(thoughtItems(page)).toHaveCount(2);
  expect(asked).toEqual(["Are you sure you want to delete this thought?", "Are you sure you want to delete this thought?"]);
  expect((await savedThoughts(page)).map((t) => t.content)).not.toContain("Mom texts in ALL CAPS.");
});

test("a category is renamed, recoloured, moved and deleted with its thoughts", async ({ page, account: _account }) => {
  const family = await aCategory(page, "Family");
  const work = await aCategory(page, "Work");
  await aThought(page, family.id, "Dad irons jeans.");
  await aThought(page, work.id, "My boss says synergy.");
  await aThought(page, work.id, "Meetings about meetings.");
  await page.goto("/my-thoughts");
  await expect(thoughtItems(page)).toHaveCount(3);

  const options = page.getByRole("button", { name: "Options for Work" });
  await options.click();
  await page.getByRole("menuitem", { name: "Edit category" }).click();
  await expect(dialog(page).getByLabel("Name")).toHaveValue("Work");
  await dialog(page).getByLabel("Name").fill("Day Job");
  // The swatch is what a person clicks; the radio inside it is visually hidden.
  await dialog(page).locator("label").filter({ has: page.getByRole("radio", { name: "Violet" }) }).click();
  await expect(dialog(page).getByRole("radio", { name: "Violet" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Category updated!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Options for Day Job" })).toBeFocused();
  await expect(tile(page, "Day Job")).toBeVisible();

  await page.getByRole("button", { name: "Options for Day Job" }).click();
  await page.getByRole("menuitem", { name: "Move earlier" }).click();
  await expect(categoryGrid(page).getByRole("button", { name: /^Options for / })).toHaveText(["", ""]);
  await expect.poll(async () => (await savedCategories(page)).map((c) => c.name)).toEqual(["Day Job", "Family"]);
  expect((await savedCategories(page))[0]).toMatchObject({ color: "#8B5CF6" });
  await page.reload();
  const tileNames = categoryGrid(page).getByRole("button", { pressed: false });
  await expect(tileNames.first()).toContainText("Day Job");

  const asked: string[] = [];
  answerConfirm(page, true, asked);
  await page.getByRole("button", { name: "Options for Day Job" }).click();
  await page.getByRole("menuitem", { name: "Delete category" }).click();
  await expect(toast(page, "Category deleted!")).toBeVisible();
  await expect(tile(page, "Day Job")).toHaveCount(0);
  await expect(thoughtItems(page)).toHaveCount(1);
  expect(asked).toEqual(["Delete the category “Day Job” and its 2 thoughts? This cannot be undone."]);
  expect((await savedThoughts(page)).map((t) => t.content)).toEqual(["Dad irons jeans."]);
});

test("a thought becomes a joke note in one click, and the joke note opens from it", async ({ page, account: _account }) => {
  const travel = await aCategory(page, "Airports");
  await aThought(page, travel.id, "Neck pillows are wearable regret.", "travel");
  await page.goto("/my-thoughts");
  await thought(page, "Neck pillows").getByRole("button", { name: "Make it a joke" }).click();
  await expect(toast(page, "Joke note created!")).toBeVisible();
  const open = thought(page, "Neck pillows").getByRole("link", { name: "Open joke note" });
  await open.click();
  await expect(page).toHaveURL(/\/joke-notes$/);
  const view = page.getByRole("region", { name: "Joke Note", exact: true });
  await expect(view).toContainText("Neck pillows are wearable regret.");
  await expect(view).toContainText("Tags: travel");
  const notes = await apiClient(page.request).jokeNotes.list().answer();
  expect(notes).toMatchObject([{ setup: "Neck pillows are wearable regret.", inspiration: "From My Thoughts: Airports" }]);
});

test("every request the page starts ends, the visit's tracking call included", async ({ page, account: _account }) => {
  const unfinished = watchUnfinishedRequests(page);
  const tracked = page.waitForResponse((res) => isCallOf(res, apiRoutes.betaFeatures.track));
  await page.goto("/my-thoughts");
  await expect(page.getByRole("heading", { name: "My Thoughts", level: 1 })).toBeVisible();
  expect((await tracked).status()).toBe(201);
  await expect.poll(unfinished, { timeout: 15_000 }).toEqual([]);
});

test("opening the page sends the beta-feature call once per visit", async ({ page, account: _account }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (isCallOf(request, apiRoutes.betaFeatures.track)) calls.push(request.postData() ?? "");
  });
  const category = await aCategory(page, "Family");
  await aThought(page, category.id, "Dad irons jeans.");
  await page.goto("/my-thoughts");
  await expect(thoughtItems(page)).toHaveCount(1);
  // Renders of all kinds: typing, a filter, another category.
  await page.getByRole("searchbox", { name: "Search thoughts" }).fill("dad");
  await page.getByRole("button", { name: "Favorites only" }).click();
  await tile(page, "Family").click();
  await expect.poll(() => calls.length).toBe(1);
  expect(JSON.parse(calls[0] ?? "{}")).toEqual({ featureName: "my_thoughts" });

  await page.reload();
  await expect(tile(page, "Family")).toBeVisible();
  await expect.poll(() => calls.length).toBe(2);

  // Reached from the menu: still one call for the visit.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "My Thoughts" }).click();
  await expect(tile(page, "Family")).toBeVisible();
  await expect.poll(() => calls.length).toBe(3);
  await page.getByRole("searchbox", { name: "Search thoughts" }).fill("irons");
  await expect(thoughtItems(page)).toHaveCount(1);
  expect(calls).toHaveLength(3);
});

test("a failed load says “Failed to fetch thoughts”", async ({ page, account: _account }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await signOutElsewhere(page);
  // The page is reached inside the app, which still shows the comedian signed in.
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "My Thoughts" }).click();
  await expect(toast(page, "Failed to fetch thoughts")).toBeVisible();
  await expect(page.getByText("Your categories could not be loaded.")).toBeVisible();
});

test("a failed edit keeps the dialog and its words, and puts the thought back", async ({ page, account: _account }) => {
  const category = await aCategory(page, "Family");
  await aThought(page, category.id, "Dad irons jeans.");
  await page.goto("/my-thoughts");
  await expect(thoughtItems(page)).toHaveCount(1);
  await signOutElsewhere(page);
  await thought(page, "Dad irons").getByRole("button", { name: /^Edit thought:/ }).click();
  await dialog(page).getByLabel("Thought").fill("Dad irons socks.");
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Error updating thought")).toContainText("Please sign in to continue.");
  await expect(dialog(page).getByLabel("Thought")).toHaveValue("Dad irons socks.");
  // Behind the dialog (hidden from the accessibility tree while it is open), the list has the old words back.
  await expect(page.locator("#main").getByText("Dad irons jeans.", { exact: true })).toBeVisible();
});

for (const [label, use] of [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["a phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use(use);

    test("its targets are 44 px, and its dialogs open with focus in their first field", async ({ page, account: _account }) => {
      const category = await aCategory(page, "Family", { description: "The group chat" });
      await aThought(page, category.id, "Dad irons jeans.", "dad");
      await page.goto("/my-thoughts");
      await expect(thoughtItems(page)).toHaveCount(1);
      for (const button of await thoughtItems(page).first().getByRole("button").all()) {
        expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
      expect((await page.getByRole("button", { name: "Options for Family" }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await page.getByRole("button", { name: "New Category" }).click();
      await expect(dialog(page).getByLabel("Name")).toBeFocused();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Add Thought" }).click();
      await expect(dialog(page).getByLabel("Thought")).toBeFocused();
    });
  });
}

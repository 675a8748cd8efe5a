import type { Page } from "@playwright/test";
import type { Note } from "../shared/notes/note-dto";
import { expect, quietBanners, signOutElsewhere, test, toast } from "./fixtures";
import { apiClient } from "./api-client";

const cards = (page: Page) => page.getByRole("list", { name: "Your notes" }).getByRole("article");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const dialog = (page: Page) => page.getByRole("dialog");

async function aNote(page: Page, title: string, content: string): Promise<Note> {
  const res = apiClient(page.request).notes.create({ body: { title, content } });
  expect((await res).status()).toBe(201);
  return res.answer();
}

async function savedNotes(page: Page): Promise<Note[]> {
  return apiClient(page.request).notes.list().answer();
}


test.beforeEach(({ page }) => quietBanners(page));

test("a note is created, found, edited and deleted", async ({ page, account: _account }) => {
  await page.goto("/notes");
  await expect(page.getByRole("heading", { name: "No notes yet" })).toBeVisible();

  // Create through the dialog: it takes focus, and blank fields are refused beside them.
  const newNote = page.getByRole("button", { name: "New Note" });
  await newNote.click();
  await expect(dialog(page).getByRole("heading", { name: "New Note" })).toBeVisible();
  await expect(dialog(page).getByLabel("Title")).toBeFocused();
  await dialog(page).getByLabel("Title").fill("   ");
  await dialog(page).getByRole("button", { name: "Create Note" }).click();
  await expect(dialog(page).getByText("Title is required")).toBeVisible();
  await expect(dialog(page).getByText("Content is required")).toBeVisible();
  await dialog(page).getByLabel("Title").fill("Saturday set list");
  await dialog(page).getByLabel("Content").fill("Open with the dentist bit,\nclose on the airport.");
  await dialog(page).getByRole("button", { name: "Create Note" }).click();
  await expect(toast(page, "Note created successfully!")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(newNote).toBeFocused();
  await expect(card(page, "Saturday set list")).toContainText("Open with the dentist bit, close on the airport.");
  expect(await savedNotes(page)).toMatchObject([{ title: "Saturday set list", content: "Open with the dentist bit,\nclose on the airport." }]);

  // Search: case-insensitive, over title and content.
  await aNote(page, "Overheard at the laundromat", "I don't fold, I just believe.");
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  const search = page.getByRole("searchbox", { name: "Search notes" });
  await search.fill("LAUNDROMAT");
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "Overheard at the laundromat")).toBeVisible();
  await search.fill("dentist");
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "Saturday set list")).toBeVisible();
  await search.fill("wedding");
  await expect(page.getByRole("heading", { name: "No notes found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(search).toHaveValue("");
  await expect(cards(page)).toHaveCount(2);

  // Edit: the dialog opens with the note's words; the saved note moves to the front.
  await card(page, "Saturday set list").getByRole("button", { name: "Edit note: Saturday set list" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Edit Note" })).toBeVisible();
  await expect(dialog(page).getByLabel("Title")).toHaveValue("Saturday set list");
  await dialog(page).getByLabel("Title").fill("Sunday set list");
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Note updated successfully!")).toBeVisible();
  await expect(cards(page).first()).toContainText("Sunday set list");
  await expect(card(page, "Saturday set list")).toHaveCount(0);
  expect((await savedNotes(page)).map((n) => n.title)).toEqual(["Sunday set list", "Overheard at the laundromat"]);

  // Delete asks first; saying no keeps the note.
  const messages: string[] = [];
  page.once("dialog", (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await card(page, "Sunday set list").getByRole("button", { name: "Delete note: Sunday set list" }).click();
  await expect(cards(page)).toHaveCount(2);
  page.once("dialog", (confirm) => {
    messages.push(confirm.message());
    void confirm.accept();
  });
  await card(page, "Sunday set list").getByRole("button", { name: "Delete note: Sunday set list" }).click();
  await expect(toast(page, "Note deleted successfully!")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  expect(messages).toEqual(["Are you sure you want to delete this note?", "Are you sure you want to delete this note?"]);
  expect((await savedNotes(page)).map((n) => n.title)).toEqual(["Overheard at the laundromat"]);
});

test("cards cut the title at 80 characters and the content at 120; the card opens the note", async ({ page, account: _account }) => {
  const title = `${"Wedding gig ".repeat(8)}extra words`;
  const content = "x".repeat(200);
  await aNote(page, title, content);
  await page.goto("/notes");
  const only = cards(page).first();
  await expect(only.getByRole("heading")).toHaveText(`${title.slice(0, 80).trimEnd()}…`);
  await expect(only).toContainText(`${"x".repeat(120)}…`);
  await expect(only).not.toContainText("x".repeat(121));
  await only.getByRole("heading").click();
  await expect(dialog(page).getByLabel("Content")).toHaveValue(content);
});

test("by keyboard: open, fill and save a note; Escape with unsaved words asks first", async ({ page, account: _account }) => {
  await page.goto("/notes");
  await expect(page.getByRole("heading", { name: "No notes yet" })).toBeVisible();
  await page.getByRole("button", { name: "New Note" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Tag ideas");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Callbacks to the cat bit");

  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Discard the changes to this note?");
    void confirm.dismiss();
  });
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeVisible();

  await page.keyboard.press("Tab"); // Cancel
  await page.keyboard.press("Tab"); // Create Note
  await expect(dialog(page).getByRole("button", { name: "Create Note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Note created successfully!")).toBeVisible();
  await expect(card(page, "Tag ideas")).toBeVisible();
});

test("a failed save keeps the dialog open and says why", async ({ page, account: _account }) => {
  await page.goto("/notes");
  await expect(page.getByRole("heading", { name: "No notes yet" })).toBeVisible();
  await signOutElsewhere(page);
  await page.getByRole("button", { name: "New Note" }).click();
  await dialog(page).getByLabel("Title").fill("Lost?");
  await dialog(page).getByLabel("Content").fill("Not if the dialog stays open.");
  await dialog(page).getByRole("button", { name: "Create Note" }).click();
  await expect(toast(page, "Error creating note")).toContainText("Please sign in to continue.");
  await expect(dialog(page).getByLabel("Title")).toHaveValue("Lost?");
});

for (const [label, use] of [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["a phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use(use);

    test("every button on a card is at least 44 px", async ({ page, account: _account }) => {
      await aNote(page, "Saturday set list", "Open with the dentist bit.");
      await page.goto("/notes");
      const card = cards(page).first();
      // all() does not wait: the card must be there first, or nothing would be measured.
      await expect(card.getByRole("button", { name: "Saturday set list", exact: true })).toBeVisible();
      const buttons = await card.getByRole("button").all();
      expect(buttons).toHaveLength(3);
      for (const button of buttons) {
        // The title's button is stretched over the whole card (its ::after): the card is what a finger hits.
        const stretched = await button.evaluate((element) => element.closest("h3") !== null);
        const box = stretched ? await card.boundingBox() : await button.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    });
  });
}

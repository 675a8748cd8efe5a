import type { Page } from "@playwright/test";
import {
  dragAnnouncements,
  expect,
  keyboardSensorListening,
  quietBanners,
  signOutElsewhere,
  slowNetwork,
  test,
  toasts,
} from "./fixtures";
import { jokeNotesOldestFirst as createNotes, placeJokeNote, savedJokeNotes as listNotes } from "./joke-note-data";
import { swipe, touchDrag } from "./touch";
import { apiClient } from "./api-client";

const list = (page: Page) => page.getByRole("list", { name: "Your Joke Notes" });
const rows = (page: Page) => list(page).getByRole("listitem");
const row = (page: Page, setup: string) => rows(page).filter({ hasText: setup });
const panel = (page: Page) => page.getByRole("region", { name: /^(Joke Note|Edit Joke Note|New Joke Note)$/ });

/** The full setups of the rendered rows, top to bottom. */
const rowSetups = (page: Page) =>
  list(page)
    .locator("li[data-note-id]")
    .evaluateAll((items) => items.map((item) => item.querySelector("[id$='-setup']")?.textContent ?? ""));

/**
 * Keyboard drag: pick up the row's handle, press `key` once per target position (waiting
 * for dnd-kit's announcement of each), then drop.
 */
async function keyboardDrag(page: Page, setup: string, key: "ArrowUp" | "ArrowDown", positions: number[]) {
  const live = dragAnnouncements(page);
  const handle = row(page, setup).getByRole("button", { name: "Drag to reorder" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await keyboardSensorListening(page);
  for (const position of positions) {
    await page.keyboard.press(key);
    await expect(live).toContainText(`moved to position ${position} of`);
  }
  await page.keyboard.press("Space");
}

test.beforeEach(({ page }) => quietBanners(page));

test("a new joke note is created through the form", async ({ page, account: _account }) => {
  await page.goto("/joke-notes");
  await expect(page.getByText("No joke notes yet. Create your first joke note!")).toBeVisible();
  await expect(page.getByText("Select a joke note to view or create a new one")).toBeVisible();

  await page.getByRole("button", { name: "New Joke Note" }).click();
  const form = panel(page);
  await expect(form.getByRole("heading", { name: "New Joke Note" })).toBeVisible();
  await expect(form.getByLabel("Development Stage", { exact: true })).toHaveCount(0);
  await expect(form.getByRole("button", { name: /Remove punchline/ })).toHaveCount(0);

  await form.getByLabel("Setup", { exact: true }).fill("My therapist says I have a preoccupation with vengeance");
  await form.getByLabel("Punchline 1", { exact: true }).fill("We'll see about that.");
  await form.getByRole("button", { name: "Add Punchline" }).click();
  await expect(form.getByLabel("Punchline 2", { exact: true })).toBeFocused();
  await expect(form.getByRole("button", { name: "Remove punchline 1" })).toBeVisible();
  await form.getByLabel("Punchline 2", { exact: true }).fill("Says who?");
  await form.getByRole("button", { name: "Add Punchline" }).click();
  await form.getByLabel("Punchline 3", { exact: true }).fill("   ");
  await form.getByLabel("Notes", { exact: true }).fill("Closer for the open mic");
  await form.getByLabel("Inspiration", { exact: true }).fill("Overheard at the laundromat");
  await form.getByRole("button", { name: "Create Joke Note" }).click();

  await expect(toasts(page).getByText("Joke Note created successfully!")).toBeVisible();
  const created = row(page, "My therapist says");
  await expect(created).toContainText("2 punchlines");
  await expect(created).toContainText("Ideas");
  await expect(panel(page).getByRole("heading", { name: "Joke Note", exact: true })).toBeVisible();
  await expect(panel(page).getByText("We'll see about that.")).toBeVisible();

  const [saved] = await listNotes(page);
  expect(saved).toMatchObject({
    setup: "My therapist says I have a preoccupation with vengeance",
    punchlines: ["We'll see about that.", "Says who?"],
    notes: "Closer for the open mic",
    stage: "idea",
    onStool: false,
    stoolCategory: null,
  });
});

test("half-written words are not lost to a stray click: the page asks first", async ({ page, account: _account }) => {
  await createNotes(page, { setup: "Saved bit" });
  await page.goto("/joke-notes");
  await page.getByRole("button", { name: "New Joke Note" }).click();
  const setup = panel(page).getByLabel("Setup", { exact: true });
  await setup.fill("Half-written bit about my landlord");

  const asked: string[] = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const question = "You have unsaved changes to this joke. Leave without saving them?";

  // Another note, the navigation bar, Cancel: each asks, and "stay" keeps every word.
  await row(page, "Saved bit").getByRole("button", { name: "Saved bit", exact: true }).click();
  await expect.poll(() => asked).toEqual([question]);
  await expect(setup).toHaveValue("Half-written bit about my landlord");
  await page.getByRole("link", { name: "Joke Lab" }).first().click();
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/joke-notes$/);
  await expect(setup).toHaveValue("Half-written bit about my landlord");
  await panel(page).getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => asked).toHaveLength(3);
  await expect(setup).toHaveValue("Half-written bit about my landlord");

  // Saving never asks; then "leave" lets the comedian go.
  await panel(page).getByRole("button", { name: "Create Joke Note" }).click();
  await expect(toasts(page).getByText("Joke Note created successfully!")).toBeVisible();
  await expect(panel(page).getByRole("heading", { name: "Joke Note", exact: true })).toBeVisible();
  expect(asked).toHaveLength(3);
  await panel(page).getByRole("button", { name: "Edit" }).click();
  await panel(page).getByLabel("Setup", { exact: true }).fill("A rewrite I give up on");
  answer = true;
  await row(page, "Saved bit").getByRole("button", { name: "Saved bit", exact: true }).click();
  await expect.poll(() => asked).toHaveLength(4);
  await expect(panel(page)).toContainText("Saved bit");
  expect((await listNotes(page)).map((n) => n.setup)).toEqual(["Half-written bit about my landlord", "Saved bit"]);
});

test("a failed save shows the server's message", async ({ page, account: _account }) => {
  await page.goto("/joke-notes");
  await page.getByRole("button", { name: "New Joke Note" }).click();
  await panel(page).getByLabel("Setup", { exact: true }).fill("Nobody will ever hear this one");
  // Signed out in another tab meanwhile: the server refuses the save.
  await signOutElsewhere(page);
  await panel(page).getByRole("button", { name: "Create Joke Note" }).click();
  await expect(toasts(page).getByText("Error creating joke note")).toBeVisible();
  await expect(toasts(page).getByText("Please sign in to continue.")).toBeVisible();
  // The message also stays in the form, next to what failed, after the toast has gone.
  await expect(panel(page).getByRole("alert")).toHaveText("Please sign in to continue.");
  await expect(panel(page).getByLabel("Setup", { exact: true })).toHaveValue("Nobody will ever hear this one");
});

test("editing sets the stages, removes punchlines, and the view shows Updated", async ({ page, account: _account }) => {
  const [note] = await createNotes(page, { setup: "Airline food", punchlines: ["What's the deal?", "Peanuts again"] });
  await page.goto("/joke-notes");

  await row(page, "Airline food").getByRole("button", { name: "Airline food" }).click();
  const view = panel(page);
  await expect(view.getByRole("heading", { name: "Joke Note", exact: true })).toBeVisible();
  await expect(view.getByText("Created")).toBeVisible();
  await expect(view.getByText("Updated")).toHaveCount(0);

  await row(page, "Airline food").getByRole("button", { name: "Edit joke note" }).click();
  const form = panel(page);
  await expect(form.getByRole("combobox", { name: "Development Stage" })).toHaveText("Ideas");
  await expect(form.getByRole("combobox", { name: "Production Stage" })).toHaveText("Not in production");

  await form.getByRole("combobox", { name: "Production Stage" }).click();
  await page.getByRole("option", { name: "My Stool" }).click();
  await expect(form.getByRole("combobox", { name: "Development Stage" })).toHaveText("In production");
  await form.getByLabel("Setup", { exact: true }).fill("Airline food, revisited");
  await form.getByRole("button", { name: "Remove punchline 2" }).click();
  await expect(form.getByRole("button", { name: /Remove punchline/ })).toHaveCount(0);
  await form.getByRole("button", { name: "Save Changes" }).click();

  await expect(toasts(page).getByText("Joke Note updated successfully!")).toBeVisible();
  await expect(panel(page).getByText("Updated")).toBeVisible();
  await expect(row(page, "Airline food, revisited")).toContainText("My Stool");
  await expect(row(page, "Airline food, revisited")).toContainText("1 punchline");
  expect((await listNotes(page))[0]).toMatchObject({
    id: note?.id,
    setup: "Airline food, revisited",
    punchlines: ["What's the deal?"],
    stage: "idea",
    onStool: true,
    stoolCategory: "my_stool",
  });
});

test("choosing a development stage takes a note off the stool; Main stores no category", async ({ page, account: _account }) => {
  const [note] = await createNotes(page, { setup: "Airline food, revisited" });
  await placeJokeNote(page, note?.id ?? 0, { stool: "open_mic" });
  await page.goto(`/joke-notes?edit=${note?.id}`);
  await expect(row(page, "Airline food, revisited")).toContainText("Open Mic");

  await panel(page).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(panel(page).getByRole("combobox", { name: "Production Stage" })).toHaveText("Open Mic");
  await panel(page).getByRole("combobox", { name: "Development Stage" }).click();
  await page.getByRole("option", { name: "On Hold" }).click();
  await expect(panel(page).getByRole("combobox", { name: "Production Stage" })).toHaveText("Not in production");
  await panel(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(row(page, "Airline food, revisited")).toContainText("On Hold");
  // The row changes at once (optimistic); the server's copy once the save has answered.
  await expect.poll(async () => (await listNotes(page))[0]).toMatchObject({ stage: "on_hold", onStool: false, stoolCategory: null });

  // Main stores no stool category.
  await panel(page).getByRole("button", { name: "Edit", exact: true }).click();
  await panel(page).getByRole("combobox", { name: "Production Stage" }).click();
  await page.getByRole("option", { name: "Main" }).click();
  await panel(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(row(page, "Airline food, revisited")).toContainText("Main");
  await expect.poll(async () => (await listNotes(page))[0]).toMatchObject({ stage: "idea", onStool: true, stoolCategory: null });
});

test("delete asks first and only deletes when confirmed", async ({ page, account: _account }) => {
  await createNotes(page, { setup: "Keep me" }, { setup: "Cut me" });
  await page.goto("/joke-notes");
  await expect(rows(page)).toHaveCount(2);

  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await row(page, "Cut me").getByRole("button", { name: "Delete joke note" }).click();
  await expect(rows(page)).toHaveCount(2);
  expect(messages).toEqual(["Are you sure you want to delete this joke note?"]);

  page.once("dialog", (dialog) => void dialog.accept());
  await row(page, "Cut me").getByRole("button", { name: "Delete joke note" }).click();
  await expect(toasts(page).getByText("Joke Note deleted successfully!")).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(["Keep me"]);
  expect((await listNotes(page)).map((n) => n.setup)).toEqual(["Keep me"]);
});

test("search matches setups, punchlines and notes in any case; sorts change the view", async ({ page, account: _account }) => {
  await createNotes(
    page,
    { setup: "Zoo trip", punchlines: ["The PIGEONS run this town"] },
    { setup: "Bank queue", notes: "needs a pigeon tag" },
    { setup: "Airport security" },
  );
  await page.goto("/joke-notes");
  await expect(page.getByRole("button", { name: /Filter by Stage/ })).toContainText("3");

  const search = page.getByLabel("Search joke notes");
  await search.fill("pIgEoN");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: /Filter by Stage/ })).toContainText("2");
  await search.fill("airport");
  await expect(rows(page)).toHaveCount(1);
  await search.fill("no such bit");
  await expect(page.getByText("No jokes match your current filters. Try adjusting your filter settings.")).toBeVisible();
  await search.fill("");
  await expect(rows(page)).toHaveCount(3);

  expect(await rowSetups(page)).toEqual(["Airport security", "Bank queue", "Zoo trip"]);
  await expect(rows(page).first().getByRole("button", { name: "Drag to reorder" })).toBeVisible();
  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Oldest" }).click();
  await expect.poll(() => rowSetups(page)).toEqual(["Zoo trip", "Bank queue", "Airport security"]);
  await expect(page.getByRole("button", { name: "Drag to reorder" })).toHaveCount(0);
  await expect(page.getByText(/Drag to reorder works in Newest order/)).toBeVisible();
  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Setup A-Z" }).click();
  await expect.poll(() => rowSetups(page)).toEqual(["Airport security", "Bank queue", "Zoo trip"]);
});

test("Best Performing puts the jokes that went best on stage first, never-performed last", async ({ page, account: _account }) => {
  const [never, bombed, killed, good] = await createNotes(
    page,
    { setup: "Never tried on stage" },
    { setup: "Bombed at the Shack" },
    { setup: "Killed at the Shack" },
    { setup: "Good at the Shack" },
  );
  const res = await apiClient(page.request).performances.create({
    body: {
      performedAt: "2026-11-20T21:00:00Z",
      venue: "The Shack",
      ratings: [
        { jokeNoteId: bombed!.id, rating: "bombed" },
        { jokeNoteId: good!.id, rating: "good" },
        { jokeNoteId: killed!.id, rating: "killed" },
      ],
    },
  });
  expect(res.status()).toBe(201);
  await page.goto("/joke-notes");
  await expect.poll(() => rowSetups(page)).toEqual([good!.setup, killed!.setup, bombed!.setup, never!.setup]);
  const sort = page.getByRole("combobox", { name: "Sort" });
  await sort.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Best Performing" }).focus();
  await page.keyboard.press("Enter");
  await expect(sort).toContainText("Best Performing");
  await expect.poll(() => rowSetups(page)).toEqual([killed!.setup, good!.setup, bombed!.setup, never!.setup]);
});

test("the Joke Lab status filter hides and shows notes", async ({ page, account: _account }) => {
  const [idea, held, stool] = await createNotes(page, { setup: "Fresh idea" }, { setup: "Parked bit" }, { setup: "Closer" });
  await placeJokeNote(page, held?.id ?? 0, { stage: "on_hold" });
  await placeJokeNote(page, stool?.id ?? 0, { stool: "my_stool" });
  expect(idea).toBeDefined();
  await page.goto("/joke-notes");
  await expect(rows(page)).toHaveCount(3);

  const filterButton = page.getByRole("button", { name: /Filter by Stage/ });
  await filterButton.click();
  const filters = page.getByRole("region", { name: "Filter by Joke Lab Status" });
  await expect(filters).toBeVisible();
  for (const group of ["Development", "Production", "Other"]) {
    await expect(filters.getByRole("group", { name: group })).toBeVisible();
  }
  const boxes = filters.getByRole("checkbox");
  await expect(boxes).toHaveCount(7);
  for (const box of await boxes.all()) await expect(box).toBeChecked();

  await filters.getByRole("checkbox", { name: /^Ideas/ }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(filterButton).toContainText("2");
  expect(await rowSetups(page)).toEqual(["Closer", "Parked bit"]);

  await filters.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No jokes match your current filters. Try adjusting your filter settings.")).toBeVisible();
  await filters.getByRole("checkbox", { name: /^My Stool/ }).click();
  // The server filters: the rows come with its answer.
  await expect.poll(() => rowSetups(page)).toEqual(["Closer"]);

  await filters.getByRole("button", { name: "Select All" }).click();
  await expect(rows(page)).toHaveCount(3);
  await filterButton.click();
  await expect(filters).toBeHidden();
});

test.describe("dragging", () => {
  // A page shorter than the window: dnd-kit's keyboard dragging scrolls a scrollable page
  // instead of moving when the row nears the middle, which would make key counts vary.
  test.use({ viewport: { width: 1280, height: 1600 } });

  test("dragging reorders the notes and the order survives a reload", async ({ page, account: _account }) => {
    await createNotes(page, { setup: "Alpha" }, { setup: "Bravo" }, { setup: "Charlie" });
    await page.goto("/joke-notes");
    await expect.poll(() => rowSetups(page)).toEqual(["Charlie", "Bravo", "Alpha"]);

    // Keyboard: pick up Charlie, move it to the bottom, drop it.
    const saved = page.waitForResponse((res) => /\/api\/joke-notes\/\d+\/position$/.test(res.url()) && res.ok());
    await keyboardDrag(page, "Charlie", "ArrowDown", [2, 3]);
    await saved;
    await expect.poll(() => rowSetups(page)).toEqual(["Bravo", "Alpha", "Charlie"]);

    await page.reload();
    await expect.poll(() => rowSetups(page)).toEqual(["Bravo", "Alpha", "Charlie"]);

    // Mouse: drag Charlie's handle above Bravo.
    const handle = row(page, "Charlie").getByRole("button", { name: "Drag to reorder" });
    const from = await handle.boundingBox();
    const to = await row(page, "Bravo").boundingBox();
    if (!from || !to) throw new Error("rows are not laid out");
    const savedAgain = page.waitForResponse((res) => /\/api\/joke-notes\/\d+\/position$/.test(res.url()) && res.ok());
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await savedAgain;
    await page.reload();
    await expect.poll(() => rowSetups(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("a long press on the handle drags a note by touch, and the order is saved", async ({ page, account: _account }) => {
      await createNotes(page, { setup: "Alpha" }, { setup: "Bravo" }, { setup: "Charlie" });
      await page.goto("/joke-notes");
      await expect.poll(() => rowSetups(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
      const handle = row(page, "Alpha").getByRole("button", { name: "Drag to reorder" });
      const from = await handle.boundingBox();
      const to = await row(page, "Charlie").boundingBox();
      if (!from || !to) throw new Error("rows are not laid out");
      const saved = page.waitForResponse((res) => /\/api\/joke-notes\/\d+\/position$/.test(res.url()) && res.ok());
      await touchDrag(page, { x: from.x + from.width / 2, y: from.y + from.height / 2 }, { x: from.x + from.width / 2, y: to.y + 4 }, handle);
      await saved;
      await expect.poll(() => rowSetups(page)).toEqual(["Alpha", "Charlie", "Bravo"]);
      await page.reload();
      await expect.poll(() => rowSetups(page)).toEqual(["Alpha", "Charlie", "Bravo"]);
    });

    test("a quick swipe over the handles reorders nothing", async ({ page, account: _account }) => {
      await createNotes(page, { setup: "Alpha" }, { setup: "Bravo" }, { setup: "Charlie" });
      await page.goto("/joke-notes");
      await expect.poll(() => rowSetups(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
      let reorders = 0;
      page.on("request", (request) => {
        if (/\/position$/.test(request.url())) reorders += 1;
      });
      const from = await row(page, "Alpha").getByRole("button", { name: "Drag to reorder" }).boundingBox();
      const to = await row(page, "Charlie").boundingBox();
      if (!from || !to) throw new Error("rows are not laid out");
      const x = from.x + from.width / 2;
      await swipe(page, { x, y: from.y + from.height / 2 }, { x, y: to.y + 4 });
      await expect.poll(() => rowSetups(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
      expect(reorders).toBe(0);
      expect((await listNotes(page)).map((n) => n.setup)).toEqual(["Charlie", "Bravo", "Alpha"]);
    });
  });

  test("dragging in a filtered view puts the note next to the one it was dropped by; hidden notes keep their order", async ({ page, account: _account }) => {
    await createNotes(page, { setup: "Bit D" }, { setup: "Other C" }, { setup: "Bit B" }, { setup: "Other A" });
    await page.goto("/joke-notes");
    await expect.poll(() => rowSetups(page)).toEqual(["Other A", "Bit B", "Other C", "Bit D"]);

    await page.getByLabel("Search joke notes").fill("bit");
    await expect.poll(() => rowSetups(page)).toEqual(["Bit B", "Bit D"]);
    const saved = page.waitForResponse((res) => /\/api\/joke-notes\/\d+\/position$/.test(res.url()) && res.ok());
    await keyboardDrag(page, "Bit D", "ArrowUp", [1]);
    await saved;
    await expect.poll(() => rowSetups(page)).toEqual(["Bit D", "Bit B"]);

    expect((await listNotes(page)).map((n) => n.setup)).toEqual(["Other A", "Bit D", "Bit B", "Other C"]);
  });

  test("a failed reorder puts the saved order back and says so", async ({ page, account: _account }) => {
    const [first, , gone] = await createNotes(page, { setup: "First" }, { setup: "Second" }, { setup: "Gone" });
    await page.goto("/joke-notes");
    await expect.poll(() => rowSetups(page)).toEqual(["Gone", "Second", "First"]);

    // Deleted on another device: this page still lists it, so a drop next to it names a note
    // that no longer exists, and the server refuses the move.
    const refused = "Joke note not found.";
    expect((await apiClient(page.request).jokeNotes.remove({ params: { id: gone!.id } })).status()).toBe(204);
    await keyboardDrag(page, "Second", "ArrowUp", [1]);
    await expect(toasts(page).getByText("Error reordering joke notes")).toBeVisible();
    await expect(toasts(page).getByText(refused)).toBeVisible();
    await expect.poll(() => rowSetups(page)).toEqual(["Second", "First"]);

    expect((await apiClient(page.request).jokeNotes.remove({ params: { id: first!.id } })).status()).toBe(204);
    await row(page, "First").getByRole("button", { name: "Send to top" }).click();
    await expect(toasts(page).getByText("Error moving joke note")).toBeVisible();
    await expect(toasts(page).getByText(refused)).toBeVisible();
    await expect.poll(() => rowSetups(page)).toEqual(["Second"]);
    expect((await listNotes(page)).map((n) => n.setup)).toEqual(["Second"]);
  });
});

test("send to top moves a note to the front for good", async ({ page, account: _account }) => {
  await createNotes(page, { setup: "Opener" }, { setup: "Middle" }, { setup: "Closer" });
  await page.goto("/joke-notes");
  await expect.poll(() => rowSetups(page)).toEqual(["Closer", "Middle", "Opener"]);

  await row(page, "Opener").getByRole("button", { name: "Send to top" }).click();
  await expect(toasts(page).getByText("Success!")).toBeVisible();
  await expect(toasts(page).getByText("Joke note moved to top of the list")).toBeVisible();
  await expect.poll(() => rowSetups(page)).toEqual(["Opener", "Closer", "Middle"]);
  await page.reload();
  await expect.poll(() => rowSetups(page)).toEqual(["Opener", "Closer", "Middle"]);
});

test("?edit=id opens the note for viewing and then clears the address", async ({ page, account: _account }) => {
  const [note] = await createNotes(page, { setup: "Linked from the dashboard", punchlines: ["Hello again"] }, { setup: "Another" });
  await page.goto(`/joke-notes?edit=${note?.id}`);
  await expect(panel(page).getByRole("heading", { name: "Joke Note", exact: true })).toBeVisible();
  await expect(panel(page).getByText("Linked from the dashboard")).toBeVisible();
  await expect(panel(page).getByText("Hello again")).toBeVisible();
  await expect(page).toHaveURL(/\/joke-notes$/);
});

test("print mode selects rows and refuses to print nothing", async ({ page, account: _account }) => {
  await createNotes(page, { setup: "Left out" }, { setup: "First pick" }, { setup: "Second pick" });
  await page.goto("/joke-notes");
  await page.getByRole("button", { name: "Print Jokes" }).click();
  const bar = page.getByRole("region", { name: "Print selection" });

  // Print (0) is marked disabled, with its reason beside it, yet still answers a press with why.
  const printNone = bar.getByRole("button", { name: "Print (0)" });
  await expect(printNone).toHaveAttribute("aria-disabled", "true");
  await expect(printNone).toHaveAccessibleDescription("Please select at least one joke note to print.");
  await printNone.press("Enter");
  await expect(toasts(page).getByText("No jokes selected")).toBeVisible();
  await expect(toasts(page).getByText("Please select at least one joke note to print.")).toBeVisible();

  await bar.getByRole("button", { name: "Select All" }).click();
  await expect(bar.getByRole("button", { name: "Print (3)" })).toBeVisible();
  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(bar.getByRole("button", { name: "Print (0)" })).toBeVisible();
  await list(page).getByRole("checkbox", { name: "Second pick" }).check();
  await row(page, "First pick").locator("label").click();
  await expect(list(page).getByRole("checkbox", { name: "First pick" })).toBeChecked();
  await expect(bar.getByRole("button", { name: "Print (2)" })).toBeVisible();
  await expect(list(page).getByRole("button", { name: "Delete joke note" })).toHaveCount(0);

  await bar.getByRole("button", { name: "Cancel" }).click();
  await expect(bar).toHaveCount(0);
  await expect(list(page).getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print Jokes" })).toBeEnabled();
});

test("printing opens a window with the chosen jokes, escaped and without inspiration, then prints", async ({ page, account: _account }) => {
  const tricky = `<b>Bold</b> & "quoted" 'bits'`;
  await createNotes(
    page,
    { setup: "Left out" },
    { setup: tricky, punchlines: ["<i>punch</i>"], notes: "Tag: <script>alert(1)</script>", inspiration: "Secret inspiration" },
    { setup: "Second pick", punchlines: ["Only one"] },
  );
  await page.goto("/joke-notes");
  await page.getByRole("button", { name: "Print Jokes" }).click();
  const bar = page.getByRole("region", { name: "Print selection" });
  await list(page).getByRole("checkbox", { name: "Second pick" }).check();
  await list(page).getByRole("checkbox", { name: tricky }).check();

  // A blocked popup (window.open returns null) is reported.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    let blockNext = true;
    window.open = (...args: Parameters<typeof window.open>) => {
      if (!blockNext) return open(...args);
      blockNext = false;
      return null;
    };
  });
  await bar.getByRole("button", { name: "Print (2)" }).click();
  await expect(toasts(page).getByText("Print blocked")).toBeVisible();
  await expect(toasts(page).getByText("Please allow popups for this site to enable printing.")).toBeVisible();

  // Hold the clock still so the 250 ms wait before printing can be stepped through.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const popupPromise = page.waitForEvent("popup");
  await bar.getByRole("button", { name: "Print (2)" }).click();
  const popup = await popupPromise;
  await popup.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await expect(toasts(page).getByText("Print dialog opened")).toBeVisible();
  await expect(toasts(page).getByText("2 jokes ready to print")).toBeVisible();

  await expect(popup.getByRole("heading", { level: 1 })).toHaveText("My Jokes");
  await expect(popup).toHaveTitle(/^My Jokes - /);
  const jokes = popup.locator("article.joke");
  await expect(jokes).toHaveCount(2);
  // In the list's order: the newest (Second pick) first.
  await expect(jokes.nth(0).getByRole("heading")).toHaveText("Joke 1");
  await expect(jokes.nth(0).locator(".setup")).toHaveText("Second pick");
  await expect(jokes.nth(0).locator("ol.punchlines li")).toHaveText(["Only one"]);
  await expect(jokes.nth(1).getByRole("heading")).toHaveText("Joke 2");
  await expect(jokes.nth(1).locator(".setup")).toHaveText(tricky);
  await expect(jokes.nth(1).locator("ol.punchlines li")).toHaveText(["<i>punch</i>"]);
  await expect(jokes.nth(1).locator(".notes")).toContainText("Tag: <script>alert(1)</script>");
  await expect(jokes.nth(1)).toContainText("Created:");
  await expect(popup.locator("b, i, script")).toHaveCount(0);
  await expect(popup.locator("body")).not.toContainText("Secret inspiration");
  await expect(popup.locator("body")).not.toContainText("Left out");

  // The print dialog is asked for 250 ms later.
  const printed = () => popup.evaluate(() => (window as unknown as { printed: number }).printed);
  await page.clock.runFor(249);
  expect(await printed()).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(printed).toBe(1);
  await expect(page.getByRole("region", { name: "Print selection" })).toHaveCount(0);
});

test("three skeletons show while the notes load", async ({ page, account: _account }) => {
  // At 2 s a request, the page's code (about 30 small files over six connections) alone takes ~10 s.
  test.setTimeout(60_000);
  await createNotes(page, { setup: "Worth the wait" });
  await page.goto("/profile-settings");
  await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();
  // On a slow connection the list takes a while; the page shows where the notes will be.
  const normalSpeed = await slowNetwork(page, 2000);
  await page.getByRole("link", { name: "Joke Notes" }).first().click();
  await expect(page.getByTestId("joke-note-skeleton")).toHaveCount(3, { timeout: 30_000 });
  await expect(row(page, "Worth the wait")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("joke-note-skeleton")).toHaveCount(0);
  await normalSpeed();
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("setups are cut at 30 characters and the panel replaces the list until closed", async ({ page, account: _account }) => {
    const setup = "My grandmother started walking five miles a day when she was sixty";
    await createNotes(page, { setup, punchlines: ["Now she's ninety-seven and we don't know where she is."] });
    await page.goto("/joke-notes");
    await expect(row(page, "My grandmother").getByText("My grandmother started walking…", { exact: true })).toBeVisible();
    await expect(row(page, "My grandmother").getByText("My grandmother started walking five miles a day wh…")).toBeHidden();

    await row(page, "My grandmother").getByRole("button", { name: /^My grandmother/ }).click();
    await expect(panel(page).getByText("Now she's ninety-seven")).toBeVisible();
    await expect(list(page)).toBeHidden();
    await panel(page).getByRole("button", { name: "Close" }).click();
    await expect(list(page)).toBeVisible();
    await expect(page.getByText("Select a joke note to view or create a new one")).toBeHidden();
  });
});

test("on a large screen setups are cut at 50 characters", async ({ page, account: _account }) => {
  const setup = "My grandmother started walking five miles a day when she was sixty";
  await createNotes(page, { setup });
  await page.goto("/joke-notes");
  await expect(row(page, "My grandmother").getByText("My grandmother started walking five miles a day wh…", { exact: true })).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import {
  dragAnnouncements as live,
  expect,
  keyboardSensorListening,
  quietBanners,
  signInByApi,
  signOutElsewhere,
  slowNetwork,
  test,
  toast,
  toasts,
  type Account,
} from "./fixtures";
import { aJokeNote, savedJokeNote as savedNote, type BoardPlace } from "./joke-note-data";
import { swipe, touchDrag } from "./touch";
import { apiClient } from "./api-client";

/** A note with a punchline, as cards usually have, created through the API and put in its place. */
const createNote = (page: Page, setup: string, place?: BoardPlace) =>
  aJokeNote(page, { setup, punchlines: ["And that is the joke."] }, place);

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const card = (page: Page, setup: string) => page.locator("li[data-note-id]").filter({ hasText: setup });
const tab = (page: Page, name: "Development" | "Production") => page.getByRole("tab", { name: new RegExp(`^${name}`) });

/** The setups shown in a column, top to bottom. */
const columnSetups = (page: Page, name: string) =>
  column(page, name)
    .locator("li[data-note-id] [id$='-setup']")
    .allTextContents();

async function expectCount(page: Page, name: string, count: number) {
  await expect(column(page, name).getByRole("heading", { name, exact: true }).locator("xpath=following-sibling::*[1]")).toHaveText(
    `${count} ${count === 1 ? "joke" : "jokes"}`,
  );
}

/**
 * Keyboard drag: focus the card's grip, Space, one arrow key per step (waiting for the
 * announcement of where the card is now), then Space to drop.
 */
async function keyboardMove(page: Page, setup: string, steps: [key: string, over: string][]) {
  const handle = card(page, setup).getByRole("button", { name: "Move joke" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(live(page)).toContainText(`Picked up "${setup}" from the`);
  await keyboardSensorListening(page);
  for (const [key, over] of steps) {
    await page.keyboard.press(key);
    await expect(live(page)).toContainText(`"${setup}" is over ${over}.`);
  }
  await page.keyboard.press("Space");
  await expect(live(page)).toContainText(`"${setup}" was dropped on`);
}

/** Mouse drag by small steps from the card's middle to the target's (upper) middle. */
async function mouseDrag(page: Page, setup: string, target: Locator, { release = true } = {}) {
  const from = await card(page, setup).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("card or target not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 32, { steps: 4 });
  await expect(card(page, setup).getByRole("button", { name: "Move joke" })).toHaveAttribute("aria-pressed", "true");
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 120), { steps: 10 });
  if (release) await page.mouse.up();
}

/**
 * Makes the next moves fail for real: the session ends elsewhere, so the server refuses them
 * (401), and the network is slowed so each move shows on the board before that answer lands.
 * `restore` signs back in at normal speed.
 */
async function failingMoves(page: Page, account: Account): Promise<{ restore: () => Promise<void> }> {
  await signOutElsewhere(page);
  const normalSpeed = await slowNetwork(page, 1500);
  return {
    restore: async () => {
      await normalSpeed();
      await signInByApi(page, account);
    },
  };
}

const SIGNED_OUT = "Please sign in to continue.";

test.use({ viewport: { width: 1280, height: 1100 } });

test.beforeEach(({ page }) => quietBanners(page));

test("the board shows both tabs, their columns, counts, empty texts and instructions", async ({ page, account: _account }) => {
  await page.goto("/joke-lab");
  await expect(page.getByRole("heading", { name: "Joke Lab", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Show Instructions" }).click();
  await expect(page.getByText("Click a joke to open it in Joke Notes and rewrite it.")).toBeVisible();
  await page.getByRole("button", { name: "Hide Instructions" }).click();
  await expect(page.getByText("Click a joke to open it in Joke Notes and rewrite it.")).toBeHidden();

  await expect(tab(page, "Development")).toHaveAttribute("aria-selected", "true");
  for (const name of ["Ideas", "On Hold", "Working On"]) {
    await expect(column(page, name).getByText("Drop jokes here", { exact: true })).toBeVisible();
    await expectCount(page, name, 0);
    const height = (await column(page, name).boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(600);
  }
  const dropZone = column(page, "Ideas").getByText("Drop jokes here").locator("xpath=..");
  expect((await dropZone.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(400);

  await tab(page, "Production").click();
  await expect(page).toHaveURL(/\/joke-lab\?tab=production$/);
  const descriptions = {
    Main: "performance-ready material",
    "Open Mic": "material for open mic nights",
    "My Stool": "main stage performance material",
  };
  for (const [name, description] of Object.entries(descriptions)) {
    await expect(column(page, name).getByText("Drag jokes here from Development", { exact: true })).toBeVisible();
    await expect(column(page, name).getByText(description, { exact: true })).toBeVisible();
    await expectCount(page, name, 0);
  }
  await expect(page.getByRole("region", { name: "Ideas" })).toBeHidden();

  await page.reload();
  await expect(tab(page, "Production")).toHaveAttribute("aria-selected", "true");
  await page.goto("/joke-lab?tab=nonsense");
  await expect(tab(page, "Development")).toHaveAttribute("aria-selected", "true");
});

test("keyboard drag moves a joke between development columns, and it stays there after a reload", async ({ page, account: _account }) => {
  const note = await createNote(page, "Airline food is a hostage situation with peanuts");
  await createNote(page, "My cat has a podcast");
  await page.goto("/joke-lab");
  await expectCount(page, "Ideas", 2);

  await keyboardMove(page, note.setup, [
    ["ArrowRight", "the On Hold column"],
    ["ArrowRight", "the Working On column"],
    ["ArrowLeft", "the On Hold column"],
  ]);
  await expect(column(page, "On Hold").getByText(note.setup)).toBeVisible();
  await expectCount(page, "Ideas", 1);
  await expectCount(page, "On Hold", 1);
  // The keyboard user's focus follows the card.
  await expect(card(page, note.setup).getByRole("button", { name: "Move joke" })).toBeFocused();
  await expect.poll(async () => (await savedNote(page, note.id)).stage).toBe("on_hold");

  await page.reload();
  await expect(column(page, "On Hold").getByText(note.setup)).toBeVisible();
  await expect(column(page, "Ideas").getByText(note.setup)).toBeHidden();
});

test("dropping a joke on another joke gives it that joke's stage; dropping it where it is saves nothing", async ({ page, account: _account }) => {
  const mover = await createNote(page, "Gym memberships are donations");
  const anchor = await createNote(page, "Self-checkout is unpaid work", { stage: "working_on" });
  await page.goto("/joke-lab");
  await expect(card(page, anchor.setup)).toBeVisible();

  const patches: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH") patches.push(request.url());
  });
  await keyboardMove(page, mover.setup, [
    ["ArrowRight", "the On Hold column"],
    ["ArrowLeft", "the Ideas column"],
  ]);
  await mouseDrag(page, mover.setup, column(page, "Ideas"));
  await expect(live(page)).toContainText(`"${mover.setup}" was dropped on the Ideas column.`);
  expect(patches).toEqual([]);

  await mouseDrag(page, mover.setup, card(page, anchor.setup));
  await expect(live(page)).toContainText(`"${mover.setup}" was dropped on the Working On column.`);
  await expect(column(page, "Working On").getByText(mover.setup)).toBeVisible();
  await expect.poll(async () => (await savedNote(page, mover.id)).stage).toBe("working_on");
  expect(patches).toHaveLength(1);
  await page.reload();
  await expect(column(page, "Working On").getByText(mover.setup)).toBeVisible();
});

test("jokes are promoted to each production column, and it survives a reload", async ({ page, account: _account }) => {
  // Three moves (two by keyboard across four columns, one by mouse through a tab) and a reload:
  // about 30 s beside another worker on a busy machine, so the time of a slow test.
  test.slow();
  const toMain = await createNote(page, "Main event material");
  const toOpenMic = await createNote(page, "Open mic tryout");
  const toStool = await createNote(page, "Closer for the stool");
  await createNote(page, "Already on the stool", { stool: "my_stool" });
  await page.goto("/joke-lab");

  // Keyboard: stepping right past Working On opens Production.
  await keyboardMove(page, toMain.setup, [
    ["ArrowRight", "the On Hold column"],
    ["ArrowRight", "the Working On column"],
    ["ArrowRight", "the Main column"],
  ]);
  await expect(toasts(page).getByText("Promoted to Production!")).toBeVisible();
  await expect(page).toHaveURL(/tab=production/);
  await expect(column(page, "Main").getByText(toMain.setup)).toBeVisible();

  await tab(page, "Development").click();
  await keyboardMove(page, toOpenMic.setup, [
    ["ArrowRight", "the On Hold column"],
    ["ArrowRight", "the Working On column"],
    ["ArrowRight", "the Main column"],
    ["ArrowRight", "the Open Mic column"],
  ]);
  await expect(column(page, "Open Mic").getByText(toOpenMic.setup)).toBeVisible();

  // Mouse: hold the card over the Production tab until it opens, then drop it in My Stool.
  await tab(page, "Development").click();
  await mouseDrag(page, toStool.setup, tab(page, "Production"), { release: false });
  await expect(tab(page, "Production")).toHaveAttribute("aria-selected", "true");
  const stool = await column(page, "My Stool").boundingBox();
  if (!stool) throw new Error("My Stool column not on screen");
  await page.mouse.move(stool.x + stool.width / 2, stool.y + 200, { steps: 10 });
  await expect(live(page)).toContainText(`"${toStool.setup}" is over the My Stool column.`);
  await page.mouse.up();
  await expect(toasts(page).getByText("Promoted to Production!")).toBeVisible();
  // A promoted joke jumps to the top of its column.
  await expect.poll(() => columnSetups(page, "My Stool")).toEqual([toStool.setup, "Already on the stool"]);

  for (const [note, category] of [
    [toMain, null],
    [toOpenMic, "open_mic"],
    [toStool, "my_stool"],
  ] as const) {
    await expect
      .poll(() => savedNote(page, note.id))
      .toMatchObject({ stage: "working_on", onStool: true, stoolCategory: category });
  }
  await page.reload();
  await expect(column(page, "Main").getByText(toMain.setup)).toBeVisible();
  await expect(column(page, "Open Mic").getByText(toOpenMic.setup)).toBeVisible();
  // The server keeps the promoted joke at the top, above the one that was there first.
  await expect.poll(() => columnSetups(page, "My Stool")).toEqual([toStool.setup, "Already on the stool"]);
});

test("production jokes move between categories and back to development, and it survives a reload", async ({ page, account: _account }) => {
  const closer = await createNote(page, "Closer for the stool", { stool: "my_stool" });
  const tryout = await createNote(page, "Open mic tryout", { stool: "open_mic" });
  const main = await createNote(page, "Main event material", { stool: "main" });
  await page.goto("/joke-lab?tab=production");

  // Production to production: saved without a toast.
  await keyboardMove(page, closer.setup, [["ArrowLeft", "the Open Mic column"]]);
  await expect(column(page, "Open Mic").getByText(closer.setup)).toBeVisible();
  await expect.poll(async () => (await savedNote(page, closer.id)).stoolCategory).toBe("open_mic");

  // Back to development by keyboard, into a chosen stage.
  await keyboardMove(page, tryout.setup, [
    ["ArrowLeft", "the Main column"],
    ["ArrowLeft", "the Working On column"],
    ["ArrowLeft", "the On Hold column"],
  ]);
  await expect(toasts(page).getByText("Moved to Development!")).toBeVisible();
  await expect(column(page, "On Hold").getByText(tryout.setup)).toBeVisible();

  // Back to development by dropping on the Development tab while Production is open.
  await tab(page, "Production").click();
  await mouseDrag(page, main.setup, tab(page, "Development"));
  await expect(live(page)).toContainText(`"${main.setup}" was dropped on the Development tab (off the stool).`);
  await expect(toasts(page).getByText("Moved to Development!")).toBeVisible();
  await tab(page, "Production").click();
  await expect(column(page, "Main").getByText("Drag jokes here from Development")).toBeVisible();

  await expect.poll(() => savedNote(page, tryout.id)).toMatchObject({ stage: "on_hold", onStool: false, stoolCategory: null });
  await expect.poll(() => savedNote(page, main.id)).toMatchObject({ stage: "working_on", onStool: false, stoolCategory: null });
  await page.reload();
  await expect(column(page, "Open Mic").getByText(closer.setup)).toBeVisible();
  await tab(page, "Development").click();
  await expect(column(page, "On Hold").getByText(tryout.setup)).toBeVisible();
  await expect(column(page, "Working On").getByText(main.setup)).toBeVisible();
});

test("the keyboard reaches the other tab: Up then Space promotes to Main", async ({ page, account: _account }) => {
  const note = await createNote(page, "Quick promotion");
  await page.goto("/joke-lab");
  await keyboardMove(page, note.setup, [
    ["ArrowUp", "the Production tab (Main)"],
    ["ArrowLeft", "the Development tab (off the stool)"],
    ["ArrowRight", "the Production tab (Main)"],
  ]);
  await expect(toasts(page).getByText("Promoted to Production!")).toBeVisible();
  await expect(tab(page, "Development")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Production")).toContainText("1");
  await expect.poll(async () => (await savedNote(page, note.id)).onStool).toBe(true);
});

test("failed moves of a development joke show at once, then roll back with the failure toast", async ({ page, account }) => {
  const idea = await createNote(page, "Idea that will not budge");
  await page.goto("/joke-lab");
  await expect(card(page, idea.setup)).toBeVisible();

  // Development to development.
  let failing = await failingMoves(page, account);
  await keyboardMove(page, idea.setup, [["ArrowRight", "the On Hold column"]]);
  await expect(column(page, "On Hold").getByText(idea.setup)).toBeVisible(); // optimistic
  await expect(toasts(page).getByText("Failed to update joke stage")).toBeVisible();
  await expect(toasts(page).getByText(SIGNED_OUT)).toBeVisible();
  await expect(column(page, "Ideas").getByText(idea.setup)).toBeVisible();
  await failing.restore();

  // Promotion.
  failing = await failingMoves(page, account);
  await keyboardMove(page, idea.setup, [
    ["ArrowRight", "the On Hold column"],
    ["ArrowRight", "the Working On column"],
    ["ArrowRight", "the Main column"],
  ]);
  await expect(column(page, "Main").getByText(idea.setup)).toBeVisible();
  await expect(toasts(page).getByText("Failed to move joke to Production")).toBeVisible();
  await expect(toasts(page).getByText(SIGNED_OUT)).toBeVisible();
  await expect(column(page, "Main").getByText("Drag jokes here from Development")).toBeVisible();
  await failing.restore();

  expect(await savedNote(page, idea.id)).toMatchObject({ stage: "idea", onStool: false });
  await page.reload();
  await tab(page, "Development").click();
  await expect(column(page, "Ideas").getByText(idea.setup)).toBeVisible();
});

test("failed moves of a production joke show at once, then roll back with the failure toast", async ({ page, account }) => {
  const onStool = await createNote(page, "Stool joke that stays", { stool: "my_stool" });
  await page.goto("/joke-lab?tab=production");
  await expect(card(page, onStool.setup)).toBeVisible();

  // Production to production.
  let failing = await failingMoves(page, account);
  await keyboardMove(page, onStool.setup, [["ArrowLeft", "the Open Mic column"]]);
  await expect(column(page, "Open Mic").getByText(onStool.setup)).toBeVisible();
  await expect(toasts(page).getByText("Failed to move joke", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Please try again.")).toBeVisible();
  await expect(column(page, "My Stool").getByText(onStool.setup)).toBeVisible();
  await failing.restore();

  // Production back to development.
  failing = await failingMoves(page, account);
  await mouseDrag(page, onStool.setup, tab(page, "Development"));
  await expect(column(page, "My Stool").getByText(onStool.setup)).toBeHidden();
  await expect(toasts(page).getByText("Failed to move joke back to Development")).toBeVisible();
  await tab(page, "Production").click();
  await expect(column(page, "My Stool").getByText(onStool.setup)).toBeVisible();
  await failing.restore();

  expect(await savedNote(page, onStool.id)).toMatchObject({ onStool: true, stoolCategory: "my_stool" });
  await page.reload();
  await expect(column(page, "My Stool").getByText(onStool.setup)).toBeVisible();
});

test("clicking a card opens it in Joke Notes", async ({ page, account: _account }) => {
  const note = await createNote(page, "Open me in the notes");
  await page.goto("/joke-lab");
  await card(page, note.setup).getByText(note.setup, { exact: true }).click();
  await expect(page).toHaveURL(/\/joke-notes$/);
  await expect(page.getByRole("region", { name: "Joke Note", exact: true })).toContainText(note.setup);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function touchMove(page: Page, setup: string, target: Locator) {
    const from = await card(page, setup).boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("card or target not on screen");
    await touchDrag(
      page,
      { x: from.x + from.width / 2, y: from.y + 20 },
      { x: to.x + to.width / 2, y: to.y + Math.min(to.height / 2, 60) },
      card(page, setup).getByRole("button", { name: "Move joke" }),
    );
  }

  test("a long press drags a joke to another column by touch, and it stays there", async ({ page, account: _account }) => {
    const note = await createNote(page, "Pocket bit");
    await page.goto("/joke-lab");
    await expect(column(page, "Ideas").getByText(note.setup)).toBeVisible();
    // On a phone the columns stack: On Hold is under Ideas.
    const ideas = await column(page, "Ideas").boundingBox();
    const onHold = await column(page, "On Hold").boundingBox();
    expect(onHold && ideas && onHold.y).toBeGreaterThan((ideas?.y ?? 0) + (ideas?.height ?? 0) - 1);

    await touchMove(page, note.setup, column(page, "On Hold"));
    await expect(live(page)).toContainText(`"${note.setup}" was dropped on the On Hold column.`);
    await expect(column(page, "On Hold").getByText(note.setup)).toBeVisible();
    await expect.poll(async () => (await savedNote(page, note.id)).stage).toBe("on_hold");
    await page.reload();
    await expect(column(page, "On Hold").getByText(note.setup)).toBeVisible();
  });

  test("a quick swipe across the board moves nothing", async ({ page, account: _account }) => {
    const note = await createNote(page, "Not a drag");
    await page.goto("/joke-lab");
    const from = await card(page, note.setup).boundingBox();
    const to = await column(page, "On Hold").boundingBox();
    if (!from || !to) throw new Error("card or column not on screen");
    const x = from.x + from.width / 2;
    await swipe(page, { x, y: from.y + 20 }, { x, y: to.y + 40 });
    await expect(live(page)).not.toContainText("Picked up");
    await expect(column(page, "Ideas").getByText(note.setup)).toBeVisible();
    expect((await savedNote(page, note.id)).stage).toBe("idea");
  });
});

test("an edit opened from the Joke Lab that fails says \"Failed to update joke note\"", async ({ page, account: _account }) => {
  const note = await createNote(page, "Gone before the save");
  await page.goto("/joke-lab");
  await card(page, note.setup).getByRole("button", { name: /Gone before the save/ }).click();
  await expect(page).toHaveURL(/\/joke-notes$/);
  const panel = page.getByRole("region", { name: /^(Joke Note|Edit Joke Note)$/ });
  await panel.getByRole("button", { name: "Edit", exact: true }).click();
  await panel.getByLabel("Setup", { exact: true }).fill("Gone before the save, tightened");
  // Deleted in another tab meanwhile: the server refuses the edit.
  expect((await apiClient(page.request).jokeNotes.remove({ params: { id: note.id } })).status()).toBe(204);
  await panel.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to update joke note")).toBeVisible();
});

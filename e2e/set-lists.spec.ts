import type { Page } from "@playwright/test";
import type { SetList } from "@shared/set-lists/set-list-dto";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { dragAnnouncements, expect, keyboardSensorListening, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { touchDrag } from "./touch";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

const runningOrder = (page: Page) => page.getByRole("list", { name: "Running order" }).getByRole("listitem");
const handle = (page: Page, setup: string) => page.getByRole("button", { name: new RegExp(`^Move "${setup}"`) });
const performer = (page: Page) => page.getByRole("dialog", { name: /^Perform:/ });

async function savedSet(page: Page, id: number): Promise<SetList> {
  return apiClient(page.request).setLists.get({ params: { id } }).answer();
}

const setIdFromUrl = (page: Page) => Number(new URL(page.url()).searchParams.get("set"));

async function createSet(page: Page, name: string, minutes: number): Promise<number> {
  const form = page.getByRole("form", { name: "New set list" });
  await form.getByLabel("New set list").fill(name);
  await form.getByLabel("Target (min)").fill(String(minutes));
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  return setIdFromUrl(page);
}

async function addBit(page: Page, search: string, setup: string) {
  await page.getByRole("searchbox", { name: "Search your joke notes" }).fill(search);
  await page.getByRole("button", { name: `Add "${setup}" to the set` }).click();
  await expect(runningOrder(page).filter({ hasText: setup })).toBeVisible();
}

test.beforeEach(({ page }) => quietBanners(page));

test("a set is built from Joke Notes by search, ordered by drag and keyboard, and timed against its target", async ({ page, account: _account }) => {
  // Builds, orders, times, renames and prunes one set from end to end.
  test.slow();
  const opener = await aJokeNote(page, { setup: "Opener about airports", punchlines: ["security line"] });
  const middle = await aJokeNote(page, { setup: "Dentist podcast bit", punchlines: ["all drilling", "floss"] });
  const closer = await aJokeNote(page, { setup: "Closer about my mother" });
  await apiClient(page.request).jokeNotes.patch({ params: { id: closer.id }, body: { durationSeconds: 120 } }).answer();

  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Set Lists" }).first().click();
  await expect(page.getByRole("heading", { name: "Set Lists", level: 1 })).toBeVisible();
  await expect(page.getByText("No set lists yet. Name your first one above.")).toBeVisible();

  const id = await createSet(page, "Friday at the Shack", 3);
  await expect(page.getByText("No bits yet. Add jokes from your Joke Notes below.")).toBeVisible();
  await addBit(page, "mother", closer.setup);
  await addBit(page, "DENTIST", middle.setup);
  await addBit(page, "airports", opener.setup);
  await page.getByRole("searchbox", { name: "Search your joke notes" }).fill("");
  await expect(page.getByText("Every joke is already in this set.")).toBeVisible();
  await expect(runningOrder(page)).toHaveText([/Closer/, /Dentist/, /Opener/]);
  await expect.poll(async () => (await savedSet(page, id)).items.map((i) => i.jokeNoteId)).toEqual([closer.id, middle.id, opener.id]);

  // Mouse: drag the opener to the top.
  const from = (await handle(page, opener.setup).boundingBox())!;
  const to = (await runningOrder(page).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(runningOrder(page)).toHaveText([/Opener/, /Closer/, /Dentist/]);
  await expect.poll(async () => (await savedSet(page, id)).items.map((i) => i.jokeNoteId)).toEqual([opener.id, closer.id, middle.id]);

  // Keyboard: the closer goes last.
  await handle(page, closer.setup).focus();
  await page.keyboard.press("Space");
  await keyboardSensorListening(page);
  await page.keyboard.press("ArrowDown");
  await expect(dragAnnouncements(page)).toContainText("moved to position 3 of 3");
  await page.keyboard.press("Space");
  await expect(runningOrder(page)).toHaveText([/Opener/, /Dentist/, /Closer/]);
  await expect.poll(async () => (await savedSet(page, id)).items.map((i) => i.jokeNoteId)).toEqual([opener.id, middle.id, closer.id]);

  // The total is the timed closer plus the estimates, shown against the 3-minute target.
  const saved = await savedSet(page, id);
  expect(saved.items[2]?.estimatedSeconds).toBe(120);
  const total = saved.estimatedSeconds;
  expect(total).toBeGreaterThan(120);
  const mmss = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
  await expect(page.getByTestId("set-total")).toHaveText(mmss);
  await expect(page.getByText(/ under$/).first()).toBeVisible();

  // Remove a bit; retarget to 1 minute and the set runs over.
  await page.getByRole("button", { name: `Remove "${middle.setup}" from the set` }).click();
  await expect(runningOrder(page)).toHaveText([/Opener/, /Closer/]);
  await page.getByRole("textbox", { name: "Name" }).fill("Friday late spot");
  await page.getByLabel("Target (min)").last().fill("1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: "Set lists" }).getByRole("button")).toContainText("Friday late spot");
  await expect.poll(async () => (await savedSet(page, id)).targetMinutes).toBe(1);
  await expect(page.getByRole("region", { name: "Set list", exact: true }).getByText(/ over$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("stagecraft-set-lists-desktop"), fullPage: true });

  // A deleted joke leaves the set.
  await apiClient(page.request).jokeNotes.remove({ params: { id: closer.id } }).answer();
  await page.reload();
  await expect(runningOrder(page)).toHaveText([/Opener/]);
});

test("on a phone a bit is dragged by touch, and the page passes axe", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const a = await aJokeNote(page, { setup: "Phone bit one" });
  const b = await aJokeNote(page, { setup: "Phone bit two" });
  const { id } = await apiClient(page.request).setLists.create({ body: { name: "Open mic", targetMinutes: 5, jokeNoteIds: [a.id, b.id] } }).answer();
  await page.goto(`/set-lists?set=${id}`);
  await expect(runningOrder(page)).toHaveText([/Phone bit one/, /Phone bit two/]);
  // On a phone the editor takes the page; the list of sets is a tap away.
  await expect(page.getByRole("button", { name: "All set lists" })).toBeVisible();

  const from = (await handle(page, b.setup).boundingBox())!;
  const to = (await runningOrder(page).first().boundingBox())!;
  await touchDrag(
    page,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: from.x + from.width / 2, y: to.y + 4 },
    handle(page, b.setup),
  );
  await expect(runningOrder(page)).toHaveText([/Phone bit two/, /Phone bit one/]);
  await expect.poll(async () => (await savedSet(page, id)).items.map((i) => i.jokeNoteId)).toEqual([b.id, a.id]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("stagecraft-set-lists-phone"), fullPage: true });

  await page.getByRole("button", { name: "All set lists" }).click();
  await expect(page.getByRole("list", { name: "Set lists" })).toBeVisible();
  await page.screenshot({ path: shotPath("stagecraft-set-lists-phone-list"), fullPage: true });
});

test("a set is performed with its target as the timer and the light, then the show is logged with each bit's rating", async ({ page, account: _account }) => {
  test.setTimeout(60_000);
  const a = await aJokeNote(page, { setup: "First in the set", punchlines: ["tag one"] });
  const b = await aJokeNote(page, { setup: "Second in the set" });
  const { id } = await apiClient(page.request).setLists.create({ body: { name: "Showcase", targetMinutes: 3, jokeNoteIds: [a.id, b.id] } }).answer();

  const start = new Date("2026-11-21T20:00:00Z");
  await page.clock.install({ time: start });
  await page.goto(`/set-lists?set=${id}`);
  await page.getByRole("link", { name: "Perform" }).click();
  await expect(page).toHaveURL(new RegExp(`/set-lists/${id}/perform$`));
  const stage = performer(page);
  await expect(stage).toHaveAccessibleName("Perform: Showcase");
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");
  await expect(stage.getByText("First in the set")).toBeVisible();

  const timer = stage.getByRole("timer", { name: "Set timer" });
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  await stage.getByRole("button", { name: "Restart timer" }).click();
  await expect(timer).toContainText("3:00 left");
  await page.clock.runFor("01:59");
  await expect(page.getByText("The light: 1 minute left")).toBeHidden();
  await page.clock.runFor(1000);
  await expect(page.getByText("The light: 1 minute left")).toBeVisible();
  await expect(timer).toContainText("1:00 left");

  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("perform-position")).toHaveText("2 of 2");
  await expect(stage.getByText("Second in the set")).toBeVisible();
  await page.clock.resume();
  await page.keyboard.press("Escape");
  await expect(stage).toBeHidden();
  await expect(page).toHaveURL(/[?&]seconds=12\d(&|$)/);

  // Back on the set: "How did it go?", with the set's bits ready to rate.
  const dialog = page.getByRole("dialog", { name: "How did it go?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("group")).toHaveText([/First in the set/, /Second in the set/]);
  // The time performed is filled in (two minutes on the restarted clock).
  await expect(dialog.getByLabel("Time on stage (m:ss)")).toHaveValue(/^2:0\d$/);
  await dialog.getByLabel("Venue").fill("The Laugh Shack");
  await dialog.getByLabel("Show name (optional)").fill("Showcase night");
  await dialog.getByRole("group", { name: "First in the set" }).getByText("Killed").click();
  await expect(dialog.getByRole("group", { name: "First in the set" }).getByRole("radio", { name: "Killed" })).toBeChecked();
  // By keyboard: Tab into the second bit's ratings, arrows pick.
  await dialog.getByRole("group", { name: "Second in the set" }).getByText("OK").click();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("group", { name: "Second in the set" }).getByRole("radio", { name: "Bombed" })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("stagecraft-how-did-it-go") });
  await dialog.getByRole("button", { name: "Log show" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/set-lists\\?set=${id}$`));

  const logged = await apiClient(page.request).performances.list({}).answer();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
    venue: "The Laugh Shack",
    showName: "Showcase night",
    setListId: id,
    durationSeconds: expect.any(Number),
    ratings: [
      { jokeNoteId: a.id, rating: "killed" },
      { jokeNoteId: b.id, rating: "bombed" },
    ],
  });
  expect(logged[0]!.durationSeconds).toBeGreaterThanOrEqual(120);
  expect(logged[0]!.durationSeconds).toBeLessThan(130);
  const history = await apiClient(page.request).performances.jokeHistory({ params: { id: a.id } }).answer();
  expect(history.map((h) => [h.venue, h.rating])).toEqual([["The Laugh Shack", "killed"]]);

  // The dashboard shows the last show, and the joke its history.
  await page.goto("/dashboard");
  const lastShow = page.getByRole("region", { name: "Last Show" });
  await expect(lastShow).toContainText("Showcase night at The Laugh Shack");
  await expect(lastShow).toContainText("1 Killed · 1 Bombed");
  await page.goto(`/joke-notes?edit=${a.id}`);
  const onStage = page.getByRole("region", { name: "On stage" });
  await expect(onStage).toContainText("Performed once");
  await expect(onStage).toContainText("Killed · Showcase night");
});

for (const { width, height, label } of [
  { width: 390, height: 844, label: "phone" },
  { width: 1280, height: 800, label: "desktop" },
]) {
  test(`on a ${label} a set is rehearsed by keyboard, bit by bit, and the rehearsed times are saved to the jokes`, async ({ page, account: _account }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const a = await aJokeNote(page, { setup: "Rehearsed opener", punchlines: ["the tag"] });
    const b = await aJokeNote(page, { setup: "Rehearsed closer" });
    const created = await apiClient(page.request).setLists.create({ body: { name: "Dry run", targetMinutes: 5, jokeNoteIds: [a.id, b.id] } }).answer();
    const [estimateA, estimateB] = created.items.map((item) => item.estimatedSeconds);

    const start = new Date("2026-11-21T19:00:00Z");
    await page.clock.install({ time: start });
    await page.goto(`/set-lists?set=${created.id}`);
    await expect(page.getByTestId("set-total")).toHaveText(`0:${String(estimateA! + estimateB!).padStart(2, "0")}`);
    const rehearse = page.getByRole("button", { name: "Rehearse", exact: true });
    await rehearse.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Rehearse: Dry run" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Start" })).toBeFocused();
    // axe needs the page's timers running.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    // Tab stays inside the full-screen dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Start" }).focus();

    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("rehearse-position")).toHaveText("Bit 1 of 2");
    await expect(dialog.getByText("Rehearsed opener")).toBeVisible();
    await page.clock.runFor(42_000);
    await expect(page.getByTestId("bit-elapsed")).toHaveText("0:42");
    await expect(dialog.getByRole("button", { name: "Next bit" })).toBeFocused();
    if (label === "phone") await page.screenshot({ path: shotPath("stagecraft-rehearse-phone") });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("rehearse-position")).toHaveText("Bit 2 of 2");
    await expect(page.getByTestId("bit-elapsed")).toHaveText("0:00");
    await page.clock.runFor(15_000);
    await expect(dialog.getByRole("button", { name: "Finish" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Each bit's time beside its estimate.
    await expect(dialog.getByRole("heading", { name: "Rehearsed in 0:57" })).toBeFocused();
    const rows = dialog.getByRole("list", { name: "Rehearsed bits" }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`0:42 rehearsed · estimate 0:${String(estimateA).padStart(2, "0")}`);
    await expect(rows.nth(1)).toContainText(`0:15 rehearsed · estimate 0:${String(estimateB).padStart(2, "0")}`);
    await page.clock.resume();
    await expectNoAxeViolations(page);
    if (label === "phone") await page.screenshot({ path: shotPath("stagecraft-rehearsal-results-phone") });

    await dialog.getByRole("button", { name: 'Save 0:42 to "Rehearsed opener"' }).click();
    await expect(dialog.getByRole("button", { name: 'Saved 0:42 to "Rehearsed opener"' })).toBeDisabled();
    await expect(page.getByTestId("rehearse-set-total")).toHaveText(`0:${42 + estimateB!}`);
    await dialog.getByRole("button", { name: "Save all times" }).click();
    await expect(dialog.getByRole("button", { name: 'Saved 0:15 to "Rehearsed closer"' })).toBeDisabled();
    await expect(page.getByTestId("rehearse-set-total")).toHaveText("0:57");
    expect((await savedSet(page, created.id)).items.map((i) => i.estimatedSeconds)).toEqual([42, 15]);
    const note = await apiClient(page.request).jokeNotes.get({ params: { id: a.id } }).answer();
    expect(note.durationSeconds).toBe(42);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(rehearse).toBeFocused();
    await expect(page.getByTestId("set-total")).toHaveText("0:57");
  });
}

test("a set list that was deleted elsewhere shows that it no longer exists", async ({ page, account: _account }) => {
  const res = apiClient(page.request).setLists.create({ body: { name: "Gone by Friday" } });
  expect((await res).status()).toBe(201);
  const { id } = await res.answer();
  expect((await apiClient(page.request).setLists.remove({ params: { id } })).ok()).toBe(true);
  await page.goto(`/set-lists?set=${id}`);
  await expect(page.getByText("This set list no longer exists.")).toBeVisible();
  await expect(page.getByText("This set list could not be loaded.")).toHaveCount(0);
});

import type { BrowserContext, Page } from "@playwright/test";
import type { Recording, RecordingSummary } from "@shared/recordings/recording-dto";
import config from "../playwright.config";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { APPLAUSE_AT_MS, BIT_MS, FAKE_MIC_WAV, makeFakeMicWav } from "./recording-fixture";
import { aClubSet } from "./recording-data";
import { shotPath } from "./screenshots";
import { apiClient, apiUrl, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

// Chromium's fake microphone plays the synthesized set (once, then silence), with no prompt.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${FAKE_MIC_WAV}%noloop`,
    ],
  },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await makeFakeMicWav();
});

test.beforeEach(async ({ page }) => {
  await quietBanners(page);
});

const performer = (page: Page) => page.getByRole("dialog", { name: /^Perform:/ });

/** Waits until `ms` after `from` (epoch ms). */
const until = (page: Page, from: number, ms: number) => page.waitForTimeout(Math.max(0, from + ms - Date.now()));

async function startRecording(page: Page): Promise<number> {
  await performer(page).getByRole("button", { name: "Start recording" }).click();
  await expect(performer(page).getByRole("button", { name: "Stop recording" })).toBeVisible();
  return Date.now();
}

async function recordings(page: Page): Promise<RecordingSummary[]> {
  return (await apiClient(page.request).recordings.list({}).answer()).recordings;
}

async function recording(page: Page, id: number): Promise<Recording> {
  return apiClient(page.request).recordings.get({ params: { id } }).answer();
}

/** The audio is served whole and by ranges, and an <audio> element plays it from a later point. */
async function expectPlaysBack(page: Page, id: number, seekToSeconds: number) {
  const whole = await apiClient(page.request).recordings.audio({ params: { id } });
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toMatch(/^audio\//);
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const size = (await whole.body()).length;
  expect(size).toBeGreaterThan(1000);
  const part = await apiClient(page.request).recordings.audio({ params: { id }, headers: { Range: "bytes=100-199" } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);

  const played = await page.evaluate(
    async ({ url, at }) => {
      const audio = new Audio(url);
      audio.muted = true;
      await new Promise((resolve, reject) => {
        audio.addEventListener("loadedmetadata", resolve, { once: true });
        audio.addEventListener("error", () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
      });
      audio.currentTime = at;
      await new Promise((resolve) => audio.addEventListener("seeked", resolve, { once: true }));
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 600));
      audio.pause();
      return { currentTime: audio.currentTime, error: audio.error?.code ?? null };
    },
    { url: apiUrl(apiRoutes.recordings.audio, { params: { id } }), at: seekToSeconds },
  );
  expect(played.error).toBeNull();
  expect(played.currentTime).toBeGreaterThan(seekToSeconds);
}

const near = (ms: number, slack = 1_500) => ({ asymmetricMatch: (v: unknown) => typeof v === "number" && Math.abs(v - ms) <= slack });

test("a set list's set is recorded at 390 px, cut per bit by the screen, its laughs and applause break suggest the ratings, and it plays back", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const a = await aJokeNote(page, { setup: "My new flat has character", punchlines: ["The door does not lock"] });
  const b = await aJokeNote(page, { setup: "I dated a dentist" });
  const c = await aJokeNote(page, { setup: "I tried to get fit" });
  const { id: setListId } = await apiClient(page.request).setLists.create({ body: { name: "Recorded set", targetMinutes: 5, jokeNoteIds: [a.id, b.id, c.id] } }).answer();

  await page.goto(`/set-lists/${setListId}/perform`);
  const stage = performer(page);
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 3");
  const startHeight = await stage.evaluate((el) => el.scrollHeight);

  // By keyboard: Tab reaches the record button, Enter starts it (Space stays "next bit").
  const record = stage.getByRole("button", { name: "Start recording" });
  await record.focus();
  await expect(record).toBeFocused();
  const pressed = Date.now();
  await page.keyboard.press("Enter");
  await expect(stage.getByRole("button", { name: "Stop recording" })).toBeVisible();
  const t0 = Date.now();
  const t0Lag = t0 - pressed;
  await expect(stage.getByRole("status").filter({ hasText: "Recording" })).toBeAttached();
  await expect(stage.getByTestId("recording-elapsed")).toHaveText(/^0:0[1-9]$/);
  // The meter hears the room.
  await expect.poll(() => stage.getByTestId("recording-level").locator("span").evaluate((el) => parseFloat(el.style.width))).toBeGreaterThan(0);
  // Perform mode still fits the phone's screen. (Its axe scan is a test of its own: on a busy
  // machine a scan took 14 s, and the first bit here is 15 s, timed against the sound.)
  expect(await stage.evaluate((el) => el.scrollHeight)).toBe(startHeight);
  expect(await stage.evaluate((el) => el.scrollHeight <= window.innerHeight)).toBe(true);

  await until(page, t0, BIT_MS);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("perform-position")).toHaveText("2 of 3");
  await until(page, t0, 2 * BIT_MS);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("perform-position")).toHaveText("3 of 3");
  await until(page, t0, 44_000);
  // Leaving perform mode stops and keeps the recording, and asks how it went.
  await page.keyboard.press("Escape");
  await expect(stage).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/set-lists\\?set=${setListId}&performed=1&seconds=\\d+&recording=[\\w-]+$`));

  const dialog = page.getByRole("dialog", { name: "How did it go?" });
  await expect(dialog).toBeVisible();
  // Once the server has the recording, each bit's rating is suggested from its laughs.
  const bit = (setup: string) => dialog.getByRole("group", { name: setup });
  await expect(bit(a.setup).getByText("Suggested from the laughs")).toBeVisible({ timeout: 30_000 });
  const [saved] = await recordings(page);
  expect(saved).toBeDefined();
  const id = saved!.id;
  // What the server heard, said with any wrong suggestion: the laughs against the bits.
  const r = await recording(page, id);
  const heard = `laughs ${JSON.stringify(r.laughs)}, applause ${JSON.stringify(r.applause)}, bits ${JSON.stringify(r.bits.map((x) => [x.startMs, x.endMs, x.laughCount, x.applauseCount]))}, t0 lag ${t0Lag} ms`;
  await expect(bit(a.setup).getByRole("radio", { name: "Killed" }), heard).toBeChecked();
  await expect(bit(b.setup).getByRole("radio", { name: "Bombed" }), heard).toBeChecked();
  // One laugh and the real applause break: an applause break counts as a strong response.
  await expect(bit(c.setup).getByRole("radio", { name: "Killed" }), heard).toBeChecked();
  await expect.poll(async () => (await recording(page, id)).audioStatus, { timeout: 30_000 }).toBe("complete");
  const rec = await recording(page, id);
  expect(rec.setListId).toBe(setListId);
  expect(rec.mimeType).toMatch(/^audio\/webm/);
  expect(rec.audioBytes).toBeGreaterThan(0);
  expect(rec.durationMs).toEqual(near(44_000));
  expect(rec.bits.map((x) => x.jokeNoteId)).toEqual([a.id, b.id, c.id]);
  expect(rec.bits.map((x) => [x.startMs, x.endMs])).toEqual([
    [0, near(BIT_MS)],
    [near(BIT_MS), near(2 * BIT_MS)],
    [near(2 * BIT_MS), rec.durationMs],
  ]);
  expect(rec.bits.map((x) => x.laughCount), heard).toEqual([3, 0, 1]);
  // The applause is its own mark, not a fourth laugh.
  expect(rec.bits.map((x) => x.applauseCount), heard).toEqual([0, 0, 1]);
  expect(rec.applause).toEqual([{ startMs: near(APPLAUSE_AT_MS), endMs: expect.any(Number) }]);

  // The comedian changes one suggestion; the show is logged with its recording.
  await bit(b.setup).getByText("OK").click();
  await expect(bit(b.setup).getByText("Suggested from the laughs")).toBeHidden();
  await dialog.getByLabel("Venue").fill("The Basement");
  await expectNoAxeViolations(page);
  const posted = page.waitForRequest((request) => isCallOf(request, apiRoutes.performances.create));
  await dialog.getByRole("button", { name: "Log show" }).click();
  const body = (await posted).postDataJSON() as { recordingId?: number; ratings: unknown[] };
  expect(body.recordingId).toBe(id);
  expect(body.ratings).toEqual([
    { jokeNoteId: a.id, rating: "killed" },
    { jokeNoteId: b.id, rating: "ok" },
    { jokeNoteId: c.id, rating: "killed" },
  ]);
  await expect(dialog).toBeHidden();

  await expectPlaysBack(page, id, 20);

  // Listened back: the applause break is a mark of its own on the timeline, named in words.
  await page.goto(`/recordings/${id}`);
  const breaks = page.getByRole("list", { name: "Applause breaks" }).getByRole("button");
  await expect(breaks).toHaveText([/Applause at 0:4[01]\.\d/]);
  await expect(page.getByRole("list", { name: "Laughs" }).getByRole("button")).toHaveCount(4);
  const timeline = page.getByRole("group", { name: "Timeline" });
  await expect(timeline.getByText("Applause", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("table").locator("tfoot")).toContainText(/Whole set\s*4\s*[\d.]+\s*[\d.]+\s*1/);
  await expectNoAxeViolations(page);
  await timeline.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: shotPath("recording-applause-390") });
});

/** How many chunks of a recording this browser still keeps (IndexedDB). */
const chunksKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("comedy-toolkit-recordings");
        open.onerror = () => reject(new Error("IndexedDB did not open"));
        open.onsuccess = () => {
          const keys = open.result.transaction("uploads").objectStore("uploads").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.filter((k) => typeof k === "string" && k.startsWith("chunk:")).length);
        };
      }),
  );

async function reopen(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test("offline mid-set nothing is lost: chunks wait on the device, through a closed tab, and all arrive when the network returns", async ({
  page,
  context,
  account: _account,
}) => {
  test.setTimeout(150_000);
  const one = await aJokeNote(page, { setup: "Stool bit one" }, { stool: "my_stool" });
  const two = await aJokeNote(page, { setup: "Stool bit two" }, { stool: "my_stool" });
  await page.goto("/my-stool?category=my_stool&action=perform");
  const stage = performer(page);
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");
  const onScreen = async (setup: string) => expect(stage.getByText(setup)).toBeVisible();
  await onScreen(two.setup);
  const first = two.id;
  const second = one.id;

  const beforeStart = Date.now();
  const t0 = await startRecording(page);
  await until(page, t0, 3_000);
  await context.setOffline(true);
  await until(page, t0, 8_000);
  await page.keyboard.press("ArrowRight");
  await onScreen(one.setup);
  await until(page, t0, 12_000);
  // Back to the first bit: a segment of its own.
  await page.keyboard.press("ArrowLeft");
  await onScreen(two.setup);
  await until(page, t0, 18_000);
  await stage.getByRole("button", { name: "Stop recording" }).click();
  const afterStop = Date.now();
  await expect(stage.getByText("Waiting to upload")).toBeVisible();
  await expect.poll(() => chunksKept(page)).toBeGreaterThanOrEqual(3);

  // The network returns: everything goes, and the recording can be listened to.
  await context.setOffline(false);
  await expect(stage.getByText("Recording uploaded.")).toBeVisible({ timeout: 30_000 });
  const listen = stage.getByRole("link", { name: "Listen back" });
  await expect(listen).toHaveAttribute("href", /^\/recordings\/\d+$/);
  const firstId = Number((await listen.getAttribute("href"))!.split("/").pop());
  expect(await chunksKept(page)).toBe(0);
  const rec = await recording(page, firstId);
  expect(rec).toMatchObject({ audioStatus: "complete", setListId: null });
  expect(rec.audioBytes).toBeGreaterThan(0);
  // From the start to the press of Stop: 18 s, and on a busy machine the two presses themselves
  // take a while (the recording runs from the first press until the second lands).
  expect(rec.durationMs).toBeGreaterThanOrEqual(18_000 - 1_500);
  expect(rec.durationMs).toBeLessThanOrEqual(afterStop - beforeStart + 500);
  expect(rec.bits.map((x) => x.jokeNoteId)).toEqual([first, second, first]);
  expect(rec.bits.map((x) => x.startMs)).toEqual([0, near(8_000), near(12_000)]);

  // A second recording, offline, and the tab is closed mid-set: its chunks wait on the device.
  const t1 = await startRecording(page);
  await context.setOffline(true);
  await until(page, t1, 16_000);
  await expect.poll(() => chunksKept(page)).toBeGreaterThanOrEqual(3);
  const kept = await chunksKept(page);
  await page.close();

  await context.setOffline(false);
  // Opened again: the app sends what the closed tab left, and finishes it where its audio ends.
  const again = await reopen(context, "/my-stool?category=my_stool");
  await expect.poll(async () => (await recordings(again)).length, { timeout: 30_000 }).toBe(2);
  const [latest] = await recordings(again);
  await expect.poll(async () => (await recording(again, latest!.id)).audioStatus, { timeout: 30_000 }).toBe("complete");
  const orphan = await recording(again, latest!.id);
  expect(orphan.audioBytes).toBeGreaterThan(0);
  expect(orphan.durationMs).toBeGreaterThanOrEqual(kept * 5_000 - 1_000);
  expect(orphan.bits.map((x) => x.jokeNoteId)).toEqual([first]);
  await expect.poll(() => chunksKept(again)).toBe(0);
  await expectPlaysBack(again, latest!.id, 5);
});

test("perform mode while recording passes axe at 390 px, and stopping keeps the recording", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { set } = await aClubSet(page);
  await page.goto(`/set-lists/${set.id}/perform`);
  const stage = performer(page);
  await startRecording(page);
  await expect(stage.getByRole("status").filter({ hasText: "Recording" })).toBeAttached();
  await expect(stage.getByTestId("recording-elapsed")).toHaveText(/^0:0[1-9]$/);
  // On a phone the set's name gives its room to the recording's clock (a screen reader still
  // has it); the position stays whole.
  expect(await stage.getByText(set.name, { exact: true }).evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId("perform-position")).toHaveText("1 of 2");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("recording-perform-390") });
  await stage.getByRole("button", { name: "Stop recording" }).click();
  await expect(stage.getByRole("button", { name: "Start recording" })).toBeVisible();
  await expect.poll(async () => (await recordings(page)).length, { timeout: 30_000 }).toBe(1);
});

test("a refused microphone is said in plain words and the set goes on", async ({ page, account: _account }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await aJokeNote(page, { setup: "Refused bit one" }, { stool: "open_mic" });
  await aJokeNote(page, { setup: "Refused bit two" }, { stool: "open_mic" });
  await page.goto("/my-stool?category=open_mic&action=perform");
  const stage = performer(page);
  await stage.getByRole("button", { name: "Start recording" }).click();
  await expect(stage.getByRole("status").filter({ hasText: "The microphone is not allowed, so the set goes on without recording." })).toBeVisible();
  await expect(stage.getByRole("button", { name: "Start recording" })).toBeEnabled();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("perform-position")).toHaveText("2 of 2");
  await expectNoAxeViolations(page);
  expect(await recordings(page)).toEqual([]);
});

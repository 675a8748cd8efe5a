import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { LaughMeter, Recording, TimeSpan } from "@shared/recordings/recording-dto";
import { buildRealSet, type RealSetOptions } from "../scripts/audio-fixtures/real-sets";
import { scoreByOverlap } from "../scripts/audio-fixtures/score-laughs";
import { encodeWav } from "../scripts/audio-fixtures/wav";
import { FeatureExtractor } from "../shared/recordings/audio-features";
import { detectCrowd } from "../shared/recordings/laugh-detector";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

/**
 * A small room where the audience laughs in little groups and the comedian talks over most of
 * it: real laughs, speech and an applause break (scripts/audio-fixtures/real), a minute a set.
 * The default meter misses a laugh or two a set here.
 */
const ROOM: RealSetOptions = { seed: 720, durationMs: 60_000, laughsPerMinute: 8, laughs: "group", laughDb: [-30, -22], talkOver: 0.8, roomNoiseDb: -52, applauseBreaks: 1 };

interface MadeSet {
  recording: Recording;
  /** The laughs really in it. */
  truth: TimeSpan[];
  /** What the default meter reads in it. */
  defaultLaughs: TimeSpan[];
}

/** Set `n` of the room, recorded (its WAV as the audio, the browser's features measured here) and finished through the API. */
async function aRealSet(page: Page, n: number): Promise<MadeSet> {
  const set = await buildRealSet({ ...ROOM, seed: ROOM.seed + n });
  const extractor = new FeatureExtractor(set.sampleRate);
  for (let i = 0; i < set.samples.length; i += 128) extractor.push(set.samples.subarray(i, i + 128));
  const features = extractor.drain();
  const [a, b] = [await aJokeNote(page, { setup: `Small room opener ${n}` }), await aJokeNote(page, { setup: `Small room closer ${n}` })];
  const api = apiClient(page.request);
  const created = api.recordings.create({
    body: { startedAt: `2026-12-0${n}T21:00:00Z`, mimeType: "audio/wav" },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect((await created).status()).toBe(201);
  const { id } = await created.answer();
  const chunk = await api.recordings.putChunk({ params: { id, seq: 0 }, body: encodeWav(set.samples, set.sampleRate), contentType: "audio/wav" });
  expect(chunk.status(), await chunk.text()).toBe(200);
  const bits = [
    { jokeNoteId: a.id, startMs: 0, endMs: 30_000 },
    { jokeNoteId: b.id, startMs: 30_000, endMs: 60_000 },
  ];
  const finished = api.recordings.finish({ params: { id }, body: { durationMs: 60_000, chunkCount: 1, bits, features } });
  expect((await finished).status()).toBe(200);
  const recording: Recording = await finished.answer();
  return { recording, truth: set.laughs, defaultLaughs: detectCrowd(features).laughs };
}

/** Laughs read wrongly or missed, against the laughs really there (one to one, by overlap). */
function mistakes(truth: readonly TimeSpan[], read: readonly TimeSpan[]): number {
  const hits = scoreByOverlap(truth, read, 0).truePositives;
  return truth.length - hits + (read.length - hits);
}

async function pauseAt(page: Page, seconds: number) {
  await page.locator("audio").evaluate(async (audio: HTMLAudioElement, at) => {
    audio.pause();
    if (audio.readyState < 1) await new Promise((resolve) => audio.addEventListener("loadedmetadata", resolve, { once: true }));
    audio.currentTime = at;
    await new Promise((resolve) => audio.addEventListener("timeupdate", resolve, { once: true }));
  }, seconds);
}

const tenths = (ms: number) => {
  const t = Math.round(ms / 100);
  return `${Math.floor(t / 600)}:${String(Math.floor((t % 600) / 10)).padStart(2, "0")}.${t % 10}`;
};
const overlaps = (a: TimeSpan, b: TimeSpan) => a.startMs < b.endMs && b.startMs < a.endMs;
const meterPanel = (page: Page) => page.getByRole("region", { name: "Laugh meter" });

/** The comedian listens to the set and, by keyboard, adds each laugh the meter missed and removes each it heard wrongly. */
async function correctByKeyboard(page: Page, made: MadeSet) {
  await page.goto(`/recordings/${made.recording.id}`);
  await expect(page.getByRole("heading", { name: "Laughs", level: 2 })).toBeVisible();
  const wrong = made.recording.laughs.filter((l) => !made.truth.some((t) => overlaps(t, l)));
  const missed = made.truth.filter((t) => !made.recording.laughs.some((l) => overlaps(t, l)));
  expect(missed.length + wrong.length, "the default meter gets this set wrong somewhere").toBeGreaterThan(0);
  for (const laugh of wrong) {
    await page.getByRole("button", { name: new RegExp(`^Laugh at ${tenths(laugh.startMs).replace(".", "\\.")}`) }).focus();
    await page.keyboard.press("Delete");
  }
  for (const laugh of missed) {
    await pauseAt(page, Math.ceil(laugh.startMs / 100) / 10);
    const add = page.getByRole("button", { name: `Add a laugh at ${tenths(Math.ceil(laugh.startMs / 100) * 100)}` });
    await add.focus();
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("status").filter({ hasText: "Changes saved" })).toBeVisible();
}

async function laughMeter(page: Page): Promise<LaughMeter> {
  return apiClient(page.request).recordings.meter().answer();
}

test.beforeEach(({ page }) => quietBanners(page));

test("the laugh meter learns from the comedian's corrections: two sets corrected by keyboard, the third read closer to their ear, then back to the default", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  const first = await aRealSet(page, 1);
  await page.goto(`/recordings/${first.recording.id}`);
  await expect(meterPanel(page)).toContainText("once you have corrected 2 sets, the meter reads your next sets the way you hear them");
  // The room's applause break is a mark of its own, apart from the laughs.
  await expect(page.getByRole("list", { name: "Applause breaks" }).getByRole("button")).toHaveCount(1);
  await correctByKeyboard(page, first);
  await expect(meterPanel(page)).toContainText("You have corrected 1 set. Correct 1 more and the meter learns from your corrections.");

  const second = await aRealSet(page, 2);
  expect(second.recording.meter.learnedFromSets).toBe(0);
  await correctByKeyboard(page, second);
  await expect(meterPanel(page)).toContainText("The meter has learned from 2 sets you corrected.");
  expect(await laughMeter(page)).toMatchObject({ correctedSets: 2, isDefault: false });

  // The third set is read with what the meter learned: closer to what the comedian hears than the default's reading.
  const third = await aRealSet(page, 3);
  expect(third.recording.meter).toEqual({ learnedFromSets: 2, venue: null });
  const learnedMistakes = mistakes(third.truth, third.recording.laughs);
  const defaultMistakes = mistakes(third.truth, third.defaultLaughs);
  expect(learnedMistakes, `learned ${JSON.stringify(third.recording.laughs)}, default ${JSON.stringify(third.defaultLaughs)}, truth ${JSON.stringify(third.truth)}`).toBeLessThan(defaultMistakes);

  await page.goto(`/recordings/${third.recording.id}`);
  const panel = meterPanel(page);
  await expect(panel).toContainText("This set was read with what the meter learned from 2 sets you corrected.");
  await expect(page.getByRole("list", { name: "Laughs" }).getByRole("button")).toHaveCount(third.recording.laughCount);
  await expect(page.getByRole("list", { name: "Applause breaks" }).getByRole("button")).toHaveText([/^Applause at \d:\d\d\.\d/]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("laugh-meter-learned-1280"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("laugh-meter-learned-390"), fullPage: true });
  const timeline = page.getByRole("group", { name: "Timeline" });
  await timeline.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: shotPath("laugh-meter-timeline-390") });

  // Back to the default, by keyboard: the button takes Enter, the confirmation is accepted.
  const back = panel.getByRole("button", { name: "Go back to the default meter" });
  await back.focus();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.keyboard.press("Enter");
  await expect(panel).toContainText("once you have corrected 2 sets");
  expect(await laughMeter(page)).toMatchObject({ correctedSets: 0, isDefault: true });
  const fourth = await aRealSet(page, 3);
  expect(fourth.recording.meter.learnedFromSets).toBe(0);
  expect(fourth.recording.laughs).toEqual(third.defaultLaughs);
});

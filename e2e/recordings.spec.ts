import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aClubSet, aRecordedSet, aWav, savedRecording } from "./recording-data";
import { apiClient } from "./api-client";

const SHOTS = "test-results/recordings";
const bitRows = (page: Page) => page.getByRole("table", { name: "Bits and their laughs" }).locator("tbody tr");
/** A bit's row as read aloud: its name and times, laughs, LPM (laugh seconds only on wide screens). */
const row = (page: Page, n: number) => bitRows(page).nth(n);
const cells = (page: Page, n: number) => row(page, n).getByRole("cell");
const audioTime = (page: Page) => page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime);

/** Pauses the player at `seconds`, as the comedian would with its controls. */
async function pauseAt(page: Page, seconds: number) {
  await page.locator("audio").evaluate(async (audio: HTMLAudioElement, at) => {
    audio.pause();
    if (audio.readyState < 1) await new Promise((resolve) => audio.addEventListener("loadedmetadata", resolve, { once: true }));
    audio.currentTime = at;
    await new Promise((resolve) => audio.addEventListener("timeupdate", resolve, { once: true }));
  }, seconds);
}

/** The timeline alone, scrolled clear of the sticky header. */
async function timelineShot(page: Page, name: string) {
  const timeline = page.getByRole("group", { name: "Timeline" });
  await timeline.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const corrected = (page: Page, what: "laughs" | "bits") =>
  page.waitForResponse((res) => res.url().endsWith(`/${what}`) && res.request().method() === "PUT" && res.ok());

test.beforeEach(({ page }) => quietBanners(page));

test("a recorded set is listened back to bit by bit and its laughs and boundaries corrected by keyboard", async ({ page, account: _account }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { recording, opener } = await aRecordedSet(page);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Recordings" }).click();
  await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
  const card = page.getByRole("list", { name: "Recordings" }).getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Club set");
  await expect(card).toContainText("0:20");
  await expect(card).toContainText("3 laughs");
  await expect(card).toContainText("9.0");
  await expect(card).toContainText("Uploaded");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  await card.getByRole("link", { name: "Club set" }).click();
  await expect(page).toHaveURL(new RegExp(`/recordings/${recording.id}$`));
  await expect(page.getByRole("heading", { name: "Club set", level: 1 })).toBeVisible();
  await expect(row(page, 0)).toContainText("1. Airport opener");
  await expect(row(page, 0)).toContainText("0:00–0:10");
  await expect(cells(page, 0)).toHaveText(["1", "1.5", "6.0", "0", /Play/]);
  await expect(row(page, 1)).toContainText("2. Dentist closer");
  await expect(cells(page, 1)).toHaveText(["2", "3.0", "12.0", "0", /Play/]);
  await expect(page.getByRole("table").locator("tfoot")).toContainText(/Whole set\s*3\s*4\.5\s*9\.0/);

  // Play the closer: the player jumps to its start.
  await page.getByRole("button", { name: "Play bit 2, Dentist closer" }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(10);
  expect(await audioTime(page)).toBeLessThan(15);

  // Add a laugh where the audio is paused, by keyboard: the opener now has two.
  await pauseAt(page, 5);
  const add = page.getByRole("button", { name: "Add a laugh at 0:05.0" });
  await add.focus();
  let saved = corrected(page, "laughs");
  await page.keyboard.press("Enter");
  await expect(cells(page, 0)).toHaveText(["2", "3.0", "12.0", "0", /Play/]);
  const laughs = page.getByRole("list", { name: "Laughs" }).getByRole("button");
  await expect(laughs).toHaveText([/Laugh at 0:02.0/, /Laugh at 0:05.0/, /Laugh at 0:12.0/, /Laugh at 0:16.0/]);
  await expect(laughs.nth(1)).toBeFocused();
  await expect(laughs.nth(1)).toHaveAttribute("aria-pressed", "true");
  // Nudged later by a quarter second with the arrow key.
  await page.keyboard.press("ArrowRight");
  await expect(laughs.nth(1)).toHaveText(/Laugh at 0:05.3/);
  await saved;
  await expect(page.getByRole("status").filter({ hasText: "Changes saved" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/recording-1280.png`, fullPage: true });
  await page.reload();
  await expect(cells(page, 0)).toHaveText(["2", "3.0", "12.0", "0", /Play/]);
  expect((await savedRecording(page, recording.id)).laughs).toContainEqual({ startMs: 5_250, endMs: 6_750 });

  // Remove it again by keyboard.
  await page.getByRole("button", { name: /Laugh at 0:05.3/ }).focus();
  saved = corrected(page, "laughs");
  await page.keyboard.press("Delete");
  await expect(cells(page, 0)).toHaveText(["1", "1.5", "6.0", "0", /Play/]);
  await saved;
  await page.reload();
  await expect(cells(page, 0)).toHaveText(["1", "1.5", "6.0", "0", /Play/]);
  expect((await savedRecording(page, recording.id)).laughCount).toBe(3);

  // Move the boundary two seconds later: the laugh at 0:12 now follows the opener's punchline.
  const boundary = page.getByRole("slider", { name: "Boundary between Airport opener and Dentist closer" });
  await boundary.focus();
  saved = corrected(page, "bits");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await expect(boundary).toHaveAttribute("aria-valuetext", "0:12.0");
  await expect(row(page, 0)).toContainText("0:00–0:12");
  await expect(cells(page, 0)).toHaveText(["2", "3.5", "10.0", "0", /Play/]);
  await expect(cells(page, 1)).toHaveText(["1", "1.0", "7.5", "0", /Play/]);
  await saved;
  await page.reload();
  await expect(cells(page, 0)).toHaveText(["2", "3.5", "10.0", "0", /Play/]);
  const bits = (await savedRecording(page, recording.id)).bits;
  expect(bits.map((b) => [b.startMs, b.endMs, b.laughCount])).toEqual([
    [0, 12_000, 2],
    [12_000, 20_000, 1],
  ]);
  await timelineShot(page, "timeline-1280");

  // From the joke's side: the opener's take, with its laughs, plays its stretch of the set.
  await page.goto(`/joke-notes?edit=${opener.id}`);
  const panel = page.getByRole("region", { name: "Joke Note", exact: true });
  const takes = panel.getByRole("list", { name: "Recorded takes" });
  await expect(takes.getByRole("listitem")).toHaveText([/Nov 20, 2026 · 2 laughs · 10.0 LPM/]);
  await takes.getByRole("button", { name: "Play the take of Nov 20, 2026" }).click();
  await expect(takes.getByRole("button", { name: "Stop the take of Nov 20, 2026" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone a recording is imported, placed against its set list and opened; then deleted", async ({ page, account: _account }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await aClubSet(page);

  await page.goto("/recordings");
  await expect(page.getByText("No recordings yet. Record a set from perform mode, or import a recording.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/empty-390.png`, fullPage: true });

  // Not audio: said plainly.
  const input = page.getByLabel("Import a recording");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a recording") });
  await expect(page.getByRole("alert")).toHaveText("That file is not a recording we can read. Choose an mp3, m4a, wav, ogg or webm file.");

  const wav = testInfo.outputPath("voice-memo.wav");
  const { writeFile } = await import("node:fs/promises");
  await writeFile(wav, aWav(12));
  await input.setInputFiles(wav);
  await expect(page.getByText("Your recording is 0:12 long. Which set was it?")).toBeVisible();
  await page.getByLabel("Set list").selectOption({ label: "Club set" });
  const boundary = page.getByRole("slider", { name: "Boundary between Airport opener and Dentist closer" });
  await expect(boundary).toBeVisible();
  const first = Number(await boundary.getAttribute("aria-valuenow"));
  // Dragged by pointer a little later, then a half second back by keyboard.
  const box = (await boundary.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await boundary.getAttribute("aria-valuenow"))).toBeGreaterThan(first);
  const guessed = Number(await boundary.getAttribute("aria-valuenow"));
  await boundary.focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => Number(await boundary.getAttribute("aria-valuenow"))).toBeCloseTo(guessed - 0.5, 1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/import-390.png`, fullPage: true });

  await page.getByRole("button", { name: "Save recording" }).click();
  await expect(page).toHaveURL(/\/recordings\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { name: "Club set", level: 1 })).toBeVisible();
  await expect(row(page, 0)).toContainText("1. Airport opener");
  await expect(row(page, 1)).toContainText("2. Dentist closer");
  const saved = await savedRecording(page, id);
  expect(saved).toMatchObject({ durationMs: 12_000, mimeType: "audio/wav", audioStatus: "complete" });
  expect(Math.abs(saved.bits[0]!.endMs - (guessed - 0.5) * 1000)).toBeLessThanOrEqual(50);
  expect(saved.bits[1]).toMatchObject({ startMs: saved.bits[0]!.endMs, endMs: 12_000 });
  const audio = await apiClient(page.request).recordings.audio({ params: { id }, headers: { Range: "bytes=0-3" } });
  expect(audio.status()).toBe(206);
  expect((await audio.body()).toString()).toBe("RIFF");

  // Play a bit, then a laugh added on a phone by its button, and the page at 390 px passes axe.
  await page.getByRole("button", { name: "Play bit 2, Dentist closer" }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(saved.bits[1]!.startMs / 1000);
  await pauseAt(page, 1);
  await page.getByRole("button", { name: "Add a laugh at 0:01.0" }).click();
  await expect(page.getByRole("group", { name: "Selected laugh" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/recording-390.png`, fullPage: true });
  await timelineShot(page, "timeline-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Delete recording" }).click();
  await expect(page).toHaveURL(/\/recordings$/);
  await expect(page.getByText("No recordings yet. Record a set from perform mode, or import a recording.")).toBeVisible();
  expect((await apiClient(page.request).recordings.get({ params: { id } })).status()).toBe(404);
});

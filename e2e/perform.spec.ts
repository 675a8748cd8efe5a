import type { Page } from "@playwright/test";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote } from "./joke-note-data";

const performer = (page: Page) => page.getByRole("dialog", { name: /^Perform:/ });
const position = (page: Page) => page.getByTestId("perform-position");

test.beforeEach(async ({ page }) => {
  await quietBanners(page);
  await page.addInitScript(() => {
    // Record full-screen and wake-lock requests, and refuse both: perform mode must carry on.
    const calls: string[] = [];
    (window as unknown as { stageCalls: string[] }).stageCalls = calls;
    Element.prototype.requestFullscreen = function () {
      calls.push("fullscreen");
      return Promise.reject(new TypeError("Permissions check failed"));
    };
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: () => {
          calls.push("wakeLock");
          return Promise.reject(new DOMException("Not allowed", "NotAllowedError"));
        },
      },
    });
  });
});

test("On Stage offers My Stool, Open Mic and Main, each opening its menu", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Stool one" }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "Stool two" }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "Open mic one" }, { stool: "open_mic" });
  await page.goto("/on-stage");
  await expect(page.getByRole("heading", { name: "On Stage", level: 1 })).toBeVisible();

  const links = page.getByRole("main").getByRole("link");
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toContainText("My Stool");
  await expect(links.nth(0)).toContainText("main stage material");
  await expect(links.nth(0)).toContainText("2 jokes");
  await expect(links.nth(0)).toHaveAttribute("href", "/my-stool?category=my_stool");
  await expect(links.nth(1)).toContainText("Open Mic");
  await expect(links.nth(1)).toContainText("1 joke");
  await expect(links.nth(2)).toContainText("Main");
  await expect(links.nth(2)).toContainText("0 jokes");

  await links.nth(1).click();
  await expect(page).toHaveURL(/\/my-stool\?category=open_mic$/);
  await expect(page.getByRole("heading", { name: "Open Mic", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stool-count")).toHaveText("1 joke in Open Mic");
  await expect(page.getByRole("list", { name: "Set list" }).getByRole("listitem")).toHaveText([/Open mic one/]);

  await page.getByRole("link", { name: "Edit (Joke Lab)" }).click();
  await expect(page).toHaveURL(/\/joke-lab\?tab=production$/);
  await expect(page.getByRole("tab", { name: /^Production/ })).toHaveAttribute("aria-selected", "true");
});

test("perform mode shows the set, steps with keys and buttons, wraps around, and Escape returns to the menu", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "Third on the list", punchlines: ["Tag three"] }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "Not on the stool" });
  await aJokeNote(page, { setup: "Open mic only" }, { stool: "open_mic" });
  await aJokeNote(page, { setup: "Second on the list", punchlines: ["Tag two"] }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "First on the list", punchlines: ["Punch A", "Punch B"] }, { stool: "my_stool" });

  await page.goto("/my-stool");
  await expect(page.getByRole("heading", { name: "My Stool", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stool-count")).toHaveText("3 jokes in My Stool");
  await page.getByRole("button", { name: "Perform" }).click();
  await expect(page).toHaveURL(/\/my-stool\?category=my_stool&action=perform$/);

  const stage = performer(page);
  await expect(stage).toBeVisible();
  await expect(position(page)).toHaveText("1 of 3");
  await expect(stage.getByText("First on the list")).toBeVisible();
  await expect(stage.getByRole("list", { name: "Punchlines" }).getByRole("listitem")).toHaveText(["Punch A", "Punch B"]);
  await expect(stage.getByRole("button", { name: "Previous" })).toBeEnabled();
  await expect(stage.getByRole("button", { name: "Next" })).toBeEnabled();
  await expect.poll(() => page.evaluate(() => (window as unknown as { stageCalls: string[] }).stageCalls)).toEqual(
    expect.arrayContaining(["fullscreen", "wakeLock"]),
  );

  await page.keyboard.press("ArrowRight");
  await expect(position(page)).toHaveText("2 of 3");
  await expect(stage.getByText("Second on the list")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(position(page)).toHaveText("3 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(position(page)).toHaveText("1 of 3");
  await page.keyboard.press("ArrowLeft");
  await expect(position(page)).toHaveText("3 of 3");
  await expect(stage.getByText("Third on the list")).toBeVisible();
  await stage.getByRole("button", { name: "Next" }).click();
  await expect(position(page)).toHaveText("1 of 3");
  // Space with the Next button focused still moves one joke, not two.
  await page.keyboard.press("Space");
  await expect(position(page)).toHaveText("2 of 3");
  await stage.getByRole("button", { name: "Previous" }).click();
  await expect(position(page)).toHaveText("1 of 3");
  await expect(stage.getByText("Not on the stool")).toBeHidden();
  await expect(stage.getByText("Open mic only")).toBeHidden();

  await page.keyboard.press("Escape");
  await expect(stage).toBeHidden();
  await expect(page).toHaveURL(/\/my-stool\?category=my_stool$/);
  await expect(page.getByRole("button", { name: "Perform" })).toBeVisible();

  await page.getByRole("button", { name: "Perform" }).click();
  await page.getByRole("button", { name: "Exit perform mode" }).click();
  await expect(page.getByRole("button", { name: "Perform" })).toBeVisible();
});

test("with one joke Previous and Next are disabled; with none the empty message shows", async ({ page, account: _account }) => {
  await aJokeNote(page, { setup: "The only Main joke" }, { stool: "main" });
  await page.goto("/my-stool?category=main&action=perform");
  await expect(position(page)).toHaveText("1 of 1");
  await expect(performer(page).getByText("The only Main joke")).toBeVisible();
  await expect(performer(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(performer(page).getByRole("button", { name: "Next" })).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await expect(position(page)).toHaveText("1 of 1");

  // An empty set: its message and the way to the set that has the jokes; no timer runs over nothing.
  await page.goto("/my-stool?category=open_mic&action=perform");
  await expect(performer(page).getByText("Add some jokes to the stool first!")).toBeVisible();
  await expect(position(page)).toBeHidden();
  await expect(performer(page).getByRole("timer")).toHaveCount(0);
  await expect(performer(page).getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(performer(page).getByRole("link", { name: "Perform Main (1 joke)" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("stool-count")).toHaveText("0 jokes in Open Mic");
});

test("the set timer turns on the light with one minute left and calls time", async ({ page, account: _account }) => {
  // The page's clock is run through more than five minutes of the set, every tick of it: past
  // 30 s on a busy machine (two CI runs), so the time of a slow test.
  test.slow();
  await aJokeNote(page, { setup: "Timed joke" }, { stool: "my_stool" });
  const start = new Date("2026-11-21T20:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/my-stool");
  await page.getByRole("combobox", { name: "Set length" }).click();
  await page.getByRole("option", { name: "5:00", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Set length" })).toHaveText("5:00");

  await page.getByRole("button", { name: "Perform" }).click();
  const timer = performer(page).getByRole("timer", { name: "Set timer" });
  await expect(timer).toBeVisible();
  // From here the page's time moves only when the test moves it, however slow the machine:
  // jump ahead, stop the clock, and start the set again.
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  await performer(page).getByRole("button", { name: "Restart timer" }).click();
  await expect(timer).toContainText("0:00");
  await expect(timer).toContainText("5:00 left");

  await page.clock.runFor("03:59");
  await expect(timer).toContainText("3:59");
  await expect(timer).toContainText("1:01 left");
  await expect(page.getByText("The light: 1 minute left")).toBeHidden();

  await page.clock.runFor(1000);
  await expect(page.getByText("The light: 1 minute left")).toBeVisible();
  await expect(timer).toContainText("1:00 left");

  await page.clock.runFor("01:00");
  await expect(page.getByText("Time's up! Wrap it up.")).toBeVisible();
  await expect(page.getByText("The light: 1 minute left")).toBeHidden();
  await page.clock.runFor(12_000);
  await expect(timer).toContainText("+0:12 over");

  await performer(page).getByRole("button", { name: "Restart timer" }).click();
  await expect(timer).toContainText("0:00");
  await expect(page.getByText("Time's up! Wrap it up.")).toBeHidden();

  // The set length is remembered on this device.
  await page.keyboard.press("Escape");
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Set length" })).toHaveText("5:00");
});

test("text size is remembered, a swipe steps through the set, and it all works offline", async ({ page, context, account: _account }) => {
  await aJokeNote(page, { setup: "Swipe two" }, { stool: "my_stool" });
  await aJokeNote(page, { setup: "Swipe one" }, { stool: "my_stool" });
  await page.goto("/my-stool?action=perform");
  await expect(position(page)).toHaveText("1 of 2");

  // Once perform mode is open, nothing is fetched: the set is a snapshot.
  const requests: string[] = [];
  page.on("request", (request) => {
    // eslint-disable-next-line no-restricted-syntax -- any call of the API at all, whichever route
    if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
  });
  await context.setOffline(true);

  const setup = performer(page).getByText("Swipe one");
  const size = () => setup.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const before = await size();
  await performer(page).getByRole("button", { name: "Larger text" }).click();
  await performer(page).getByRole("button", { name: "Larger text" }).click();
  await expect.poll(size).toBeGreaterThan(before);
  for (let i = 0; i < 8; i++) {
    const smaller = performer(page).getByRole("button", { name: "Smaller text" });
    if (await smaller.isDisabled()) break;
    await smaller.click();
  }
  await expect(performer(page).getByRole("button", { name: "Smaller text" })).toBeDisabled();
  await expect.poll(size).toBeLessThan(before);
  const smallest = await size();

  const area = page.getByTestId("perform-stage");
  const swipe = async (fromX: number, toX: number) => {
    await area.dispatchEvent("pointerdown", { pointerType: "touch", clientX: fromX, clientY: 400, isPrimary: true });
    await area.dispatchEvent("pointerup", { pointerType: "touch", clientX: toX, clientY: 410, isPrimary: true });
  };
  await swipe(900, 300);
  await expect(position(page)).toHaveText("2 of 2");
  await swipe(300, 900);
  await expect(position(page)).toHaveText("1 of 2");
  await swipe(300, 330); // too short to count
  await expect(position(page)).toHaveText("1 of 2");

  await page.keyboard.press("Escape");
  await expect(page.getByTestId("stool-count")).toHaveText("2 jokes in My Stool");
  expect(requests).toEqual([]);

  await context.setOffline(false);
  await page.goto("/my-stool?action=perform");
  await expect(position(page)).toHaveText("1 of 2");
  await expect.poll(() => performer(page).getByText("Swipe one").evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(smallest);
});

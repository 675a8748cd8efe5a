import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, test } from "./fixtures";
import { aJokeNote, placeJokeNote, type JokeNote } from "./joke-note-data";
import { aRecordedSet } from "./recording-data";
import { shotPath } from "./screenshots";
import { apiClient, apiUrl, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

type Rating = "killed" | "good" | "ok" | "bombed";
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/**
 * A year on the circuit, through the API: four bits, 24 shows a fortnight apart with their
 * ratings and times (the Club set's target is 5 minutes), the newest recorded, a few Joke Lab
 * moves, a note and a thought.
 */
/**
 * The dashboard's Recent shows card, drawn: it is drawn as it comes near the screen, so the
 * dashboard is scrolled to its foot once the cards are in.
 */
async function recentShowsCard(page: Page) {
  await expect(page.getByText("Total Joke Notes")).toBeVisible();
  await page.keyboard.press("End");
  return page.getByRole("region", { name: "Recent shows" });
}

async function aYearOfShows(page: Page) {
  const { opener, closer, set, recording } = await aRecordedSet(page);
  const cat = await aJokeNote(page, { setup: "My cat is a landlord" });
  const gym = await aJokeNote(page, { setup: "Gym membership as a hostage situation" });
  const pattern: Rating[] = ["killed", "good", "ok", "bombed"];
  for (let i = 23; i >= 0; i -= 1) {
    const ratings: [JokeNote, Rating][] = [
      [opener, pattern[i % 4]!],
      [closer, i % 3 === 0 ? "bombed" : "killed"],
      ...(i % 2 === 0 ? ([[cat, pattern[(i + 1) % 4]!]] as [JokeNote, Rating][]) : []),
      ...(i < 6 ? ([[gym, i % 2 === 0 ? "good" : "ok"]] as [JokeNote, Rating][]) : []),
    ];
    const res = await apiClient(page.request).performances.create({
      body: {
        performedAt: daysAgo(i * 15 + 2),
        venue: i % 2 === 0 ? "The Cellar" : "Laugh Shack",
        setListId: set.id,
        durationSeconds: 270 + (i % 3) * 30,
        ratings: ratings.map(([joke, rating]) => ({ jokeNoteId: joke.id, rating })),
        ...(i === 0 ? { recordingId: recording.id } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await placeJokeNote(page, cat.id, { stage: "working_on" });
  await placeJokeNote(page, opener.id, { stool: "my_stool" });
  const api = apiClient(page.request);
  expect((await api.notes.create({ body: { title: "Crowd work", content: "Ask about jobs" } })).status()).toBe(201);
  const category = await api.thoughtCategories.create({ body: { name: "Family" } }).answer();
  const thought = await api.thoughts.create({ body: { categoryId: category.id, content: "Dad jokes are genetic" } });
  expect(thought.status(), await thought.text()).toBe(201);
  return { opener, closer, cat, gym };
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** Opens a chart's table by keyboard and answers it. */
async function openTable(page: Page, title: string, tableLabel: string) {
  const button = section(page, title).getByRole("button", { name: "Show as a table" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(section(page, title).getByRole("button", { name: "Hide the table" })).toHaveAttribute("aria-expanded", "true");
  return section(page, title).getByRole("region", { name: tableLabel }).getByRole("table");
}

test.beforeEach(({ page }) => quietBanners(page));

test("a year of shows: every chart with its summary and its table, by keyboard, with reduced motion and axe clean", async ({ page, account: _account }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { opener, closer } = await aYearOfShows(page);

  // From the dashboard's card to the page: the card asks only for its own small answer.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (isCallOf(request, apiRoutes.insights.get) || isCallOf(request, apiRoutes.insights.recentShows)) asked.push(pathname);
  });
  await page.goto("/dashboard");
  const card = await recentShowsCard(page);
  await expect(card).toContainText("Hit rate over the last 5 shows");
  await expect(card).toContainText("laughs a minute where recorded");
  expect(asked).toEqual([apiUrl(apiRoutes.insights.recentShows)]);
  await card.getByRole("link", { name: "All insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();

  // What works: every joke, its hit rate exact (the closer bombed every third show: 16 of 24 hit).
  const jokes = section(page, "What works").getByRole("table");
  await expect(jokes.getByRole("row")).toHaveCount(5);
  const closerRow = jokes.getByRole("row").filter({ hasText: closer.setup });
  await expect(closerRow).toContainText("67%");
  await expect(closerRow).toContainText("16 killed, 0 good, 0 ok, 8 bombed");
  await expect(section(page, "What works")).toContainText("4 jokes performed.");
  // Sorted by hit rate, highest first; the setup header sorts A to Z by keyboard.
  await expect(jokes.getByRole("columnheader", { name: /Hit rate/ })).toHaveAttribute("aria-sort", "descending");
  await jokes.getByRole("button", { name: /^Joke/ }).focus();
  await page.keyboard.press("Enter");
  await expect(jokes.getByRole("columnheader", { name: /^Joke/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(jokes.getByRole("rowheader")).toHaveText([opener.setup, closer.setup, "Gym membership as a hostage situation", "My cat is a landlord"]);

  // Sets over time: a point per show, oldest first, with the recorded one's laughs a minute.
  await expect(section(page, "Sets over time")).toContainText("24 shows.");
  const shows = await openTable(page, "Sets over time", "Shows over time");
  await expect(shows.getByRole("row")).toHaveCount(25);
  await expect(shows.getByRole("row").last().getByRole("cell").nth(2)).toHaveText("9"); // 3 laughs in 20 s
  await expect(shows.getByRole("row").filter({ hasText: "+0:30 over" })).toHaveCount(8);

  // The pipeline: this week's statuses, and 12 weeks in the table.
  await expect(section(page, "The pipeline")).toContainText("This week: 2 Ideas, 1 Working On, 1 My Stool.");
  const pipeline = await openTable(page, "The pipeline", "Pipeline by week");
  await expect(pipeline.getByRole("row")).toHaveCount(13);

  // Writing habit: everything was written today.
  await expect(section(page, "Writing habit")).toContainText("6 pieces written on 1 day in the last year. Current streak: 1 day.");
  const writing = await openTable(page, "Writing habit", "Writing by month");
  await expect(writing.getByRole("row").last().getByRole("cell")).toHaveText(["4", "1", "1", "1"]);

  // No animation runs on the page under reduced motion.
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("insights-1280"), fullPage: true });
  await section(page, "Writing habit").screenshot({ path: shotPath("insights-calendar-1280") });

  // The range by keyboard: the last 30 days hold two shows.
  await page.getByRole("radio", { name: "All time" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(section(page, "Sets over time")).toContainText("2 shows.");
  await expect(shows.getByRole("row")).toHaveCount(3);

  // A joke opens in Joke Notes.
  await jokes.getByRole("link", { name: closer.setup }).click();
  await expect(page).toHaveURL(/\/joke-notes/);
  await expect(page.getByText(closer.setup).first()).toBeVisible();
});

test("empty, each chart says what fills it", async ({ page, account: _account }) => {
  await page.goto("/insights");
  await expect(section(page, "What works")).toContainText("Log a show in the performance log to see which bits work.");
  await expect(section(page, "Sets over time")).toContainText("Log a show in the performance log to see your sets over time.");
  await expect(section(page, "The pipeline")).toContainText("Write a joke note and move it through the Joke Lab to see your pipeline.");
  await expect(section(page, "Writing habit")).toContainText("Write a joke note, a note or a thought to start your writing calendar.");
  await expectNoAxeViolations(page);
  // Each names the page that fills it as a link there, reached by keyboard.
  await expect(section(page, "What works").getByRole("link", { name: "performance log" })).toHaveAttribute("href", "/performances");
  await expect(section(page, "The pipeline").getByRole("link", { name: "Joke Lab" })).toHaveAttribute("href", "/joke-lab");
  await expect(section(page, "Writing habit").getByRole("link")).toHaveText(["joke note", "note", "thought"]);
  // A shorter range with nothing in it says so, and what to do.
  await page.locator("label").filter({ hasText: "Last 30 days" }).click();
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(section(page, "What works")).toContainText("No bits were rated in the last 30 days. Choose All time, or log a show in the performance log.");
  await expect(section(page, "Sets over time")).toContainText("No shows were logged in the last 30 days. Choose All time, or log a show in the performance log.");
  await section(page, "Sets over time").getByRole("link", { name: "performance log" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Performance Log", level: 1 })).toBeVisible();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("reads on a phone: in the menu, nothing wider than the screen but the tables, axe clean", async ({ page, account: _account }) => {
    test.setTimeout(120_000);
    await aYearOfShows(page);
    await page.goto("/dashboard");
    await expect(await recentShowsCard(page)).toContainText("Hit rate over the last 5 shows");
    await page.getByRole("region", { name: "Recent shows" }).screenshot({ path: shotPath("insights-dashboard-card-390") });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Insights", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    for (const title of ["What works", "Sets over time", "The pipeline", "Writing habit"]) await expect(section(page, title)).toBeVisible();
    await expect(section(page, "What works").getByRole("row")).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openTable(page, "Sets over time", "Shows over time");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath("insights-390"), fullPage: true });

    // The writing calendar opens on its newest weeks; its day names stay in view while the months scroll.
    const writing = section(page, "Writing habit");
    const calendar = writing.getByRole("region", { name: "Writing calendar (scrolls sideways)" });
    const days = writing.getByTestId("calendar-days");
    // Far below the first screen, the calendar is drawn as it comes near.
    await writing.scrollIntoViewIfNeeded();
    await calendar.scrollIntoViewIfNeeded();
    const scroll = await calendar.evaluate((element) => ({ left: element.scrollLeft, end: element.scrollWidth - element.clientWidth }));
    expect(scroll.end).toBeGreaterThan(0);
    expect(scroll.left).toBeGreaterThanOrEqual(scroll.end - 1);
    const atNewest = await days.boundingBox();
    await writing.screenshot({ path: shotPath("insights-calendar-390-newest") });
    // By keyboard: the focused calendar scrolls back to its oldest weeks.
    await calendar.focus();
    for (let i = 0; i < 40 && (await calendar.evaluate((element) => element.scrollLeft)) > 0; i += 1) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => calendar.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(days).toBeInViewport({ ratio: 1 });
    expect(await days.boundingBox()).toEqual(atNewest);
    expect(atNewest!.x).toBeGreaterThanOrEqual(0);
    await writing.screenshot({ path: shotPath("insights-calendar-390-oldest") });
  });
});

test.describe("opened first, in a comedian's own zone", () => {
  test.use({ timezoneId: "America/Chicago", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** The page opened from its address, every read of /api/insights it makes listed. */
  async function openInsights(page: Page): Promise<string[]> {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (isCallOf(request, apiRoutes.insights.get)) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto("/insights");
    await expect(section(page, "What works")).toContainText("4 jokes performed.");
    await expect(section(page, "Writing habit")).toContainText("6 pieces written on 1 day");
    return asked;
  }

  test("its answer is asked for once, by its HTML, in the zone the app keeps; the charts far below are drawn as they come near", async ({ page, account: _account }) => {
    test.setTimeout(120_000);
    await aYearOfShows(page);
    // No page but the insights reads the zone (the first date formatter costs a phone's start a
    // quarter of a second): the dashboard keeps none, the insights page keeps it for next time.
    await page.goto("/dashboard");
    await expect(await recentShowsCard(page)).toContainText("Hit rate over the last 5 shows");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "tz")).toBeUndefined();
    await openInsights(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "tz")?.value).toBe("America%2FChicago");

    const asked = await openInsights(page);
    expect(asked).toEqual([apiUrl(apiRoutes.insights.get, { query: { range: "all" } })]);
    const answer = await apiClient(page.request).insights.get({ query: { range: "all" } }).answer();
    expect(answer.timeZone).toBe("America/Chicago");

    // The calendar is a screen and more below: its place is kept, the chart not drawn yet.
    const writing = section(page, "Writing habit");
    await expect(writing.getByTestId("chart-placeholder")).toHaveCount(1);
    await expect(writing.getByTestId("calendar-days")).toHaveCount(0);
    const before = await writing.boundingBox();
    await writing.scrollIntoViewIfNeeded();
    await expect(writing.getByTestId("calendar-days")).toBeVisible();
    await expect(writing.getByTestId("chart-placeholder")).toHaveCount(0);
    // Its place was about its size: what follows it barely moves.
    expect(Math.abs((await writing.boundingBox())!.height - before!.height)).toBeLessThan(40);
    await section(page, "Sets over time").scrollIntoViewIfNeeded();
    await expect(section(page, "Sets over time").getByText("Set list target")).toBeVisible();
    await section(page, "The pipeline").scrollIntoViewIfNeeded();
    await expect(section(page, "The pipeline").getByRole("list", { name: "Pipeline legend" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a cookie that keeps another zone (a first visit, a trip): the answer is asked for again in the browser's zone", async ({ page, account: _account, baseURL }) => {
    test.setTimeout(120_000);
    await aYearOfShows(page);
    await page.context().addCookies([{ name: "tz", value: "UTC", url: baseURL! }]);
    const asked = await openInsights(page);
    expect(asked).toEqual([
      apiUrl(apiRoutes.insights.get, { query: { range: "all" } }),
      apiUrl(apiRoutes.insights.get, { query: { range: "all", tz: "America/Chicago" } }),
    ]);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "tz")?.value).toBe("America%2FChicago");
  });
});

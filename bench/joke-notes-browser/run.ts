// npm run bench:notes-browser — first paint of Joke Notes and the Joke Lab in Chromium for a
// comedian with 500 notes and one with 50,000 (BENCH_BROWSER_SIZES to change them), on one
// run: the time from navigation to the first row of the list (and the first card of the
// Ideas column), its percentiles over several loads and the ratio to the smallest file (goal
// <= 1.5x), a search on Joke Notes (a word typed into the search box: the time from the last
// keystroke until the list shows the first rows of the answer, the search's debounce included;
// goal <= 2x), then the longest main-thread task while a Joke Lab card is dragged across columns
// (goal <= 100 ms). Needs `npm run build` first. Prints numbers; asserts nothing about time.
import pg from "pg";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { BENCH_CHROMIUM_ARGS, chromiumPath, startBuiltApp, type BuiltApp } from "../lib/built-app";
import { benchDatabase } from "../lib/database";
import { LONG_TASK_PROBE, longTasksIn, pickUpFirstCard } from "../lib/board-probes";
import { ms, percentile } from "../lib/stats";
import { seedNotes, VOCABULARY } from "../../server/test/seed-joke-notes";

const SIZES = (process.env.BENCH_BROWSER_SIZES ?? "500,50000").split(",").map(Number);
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 7);
const DRAG_RUNS = Number(process.env.BENCH_DRAG_RUNS ?? 6);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? LOAD_RUNS);
const CHROMIUM = chromiumPath();

/** Milliseconds from navigation start until `selector` is in the page (checked every frame). */
async function firstPaintOf(page: Page, path: string, selector: string): Promise<number> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction((s) => document.querySelector(s) !== null, selector, { polling: "raf", timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

const FIRST_ROW = 'ul[aria-label="Your Joke Notes"] li';
/** The Joke Notes page's wait before a search is sent (SEARCH_DELAY_MS in joke-notes-page.tsx). */
const SEARCH_DELAY_MS = 250;
const FIRST_CARD = '[data-column="idea"] li[data-note-id]';

/** One mouse drag of the first card of a column to the next column; the longest task from press to the card shown there. */
async function dragOnce(page: Page, from: string, to: string): Promise<number> {
  const { id, t0 } = await pickUpFirstCard(page, from, to);
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/joke-notes/${id}`) && res.request().method() === "PATCH");
  await page.mouse.up();
  await page.locator(`[data-column="${to}"] li[data-note-id="${id}"]`).waitFor({ state: "attached" });
  const t1 = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now();
  });
  await saved;
  return (await longTasksIn(page, t0, t1)).longestTask;
}

const SEARCH_BOX = 'input[aria-label="Search joke notes"]';

/**
 * Joke Notes freshly loaded, `query` typed into its search box key by key: milliseconds from
 * the last keystroke's input event until the list's rows are the first rows the server answers
 * for the search (checked every frame).
 */
async function searchOnce(page: Page, query: string): Promise<number> {
  const answer = await page.request.get(`/api/joke-notes/page?q=${encodeURIComponent(query)}`);
  if (!answer.ok()) throw new Error(`the search page answered ${answer.status()}`);
  const expected = ((await answer.json()) as { notes: { id: number }[] }).notes.slice(0, 5).map((note) => String(note.id));
  if (expected.length === 0) throw new Error(`nothing matches ${query}`);
  await firstPaintOf(page, "/joke-notes", FIRST_ROW);
  await page.evaluate((box) => {
    const w = window as unknown as { lastInputAt: number };
    w.lastInputAt = 0;
    document.querySelector(box)!.addEventListener("input", () => (w.lastInputAt = performance.now()));
  }, SEARCH_BOX);
  await page.locator(SEARCH_BOX).pressSequentially(query, { delay: 20 });
  await page.waitForFunction(
    (want) => {
      const shown = [...document.querySelectorAll('ul[aria-label="Your Joke Notes"] li[data-note-id]')].map((li) => li.getAttribute("data-note-id"));
      return want.every((id, i) => shown[i] === id);
    },
    expected,
    { polling: "raf", timeout: 60_000 },
  );
  return page.evaluate(() => performance.now() - (window as unknown as { lastInputAt: number }).lastInputAt);
}

interface Result {
  notes: number[];
  lab: number[];
  search: number[];
  drag: number[];
}

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
let app: BuiltApp | undefined;
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
const results = new Map<number, Result>();

try {
  app = await startBuiltApp(database.url);
  const { base } = app;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: BENCH_CHROMIUM_ARGS,
  });

  const contexts = new Map<number, BrowserContext>();
  for (const size of SIZES) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.localStorage.setItem("sms-banner-dismissed-at", String(Date.now()));
      window.localStorage.setItem("phone-prompt-dismissed-at", String(Date.now()));
    });
    await context.addInitScript({ content: LONG_TASK_PROBE });
    const registered = await context.request.post("/api/register", { data: { email: `browser-${size}@bench.test`, password: "bench-password" } });
    if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
    await seedNotes(pool, ((await registered.json()) as { id: number }).id, size);
    contexts.set(size, context);
    results.set(size, { notes: [], lab: [], search: [], drag: [] });
  }

  // Loads alternate between the sizes, so a busy moment of the machine falls on both.
  const pages = new Map<number, Page>();
  for (const size of SIZES) pages.set(size, await contexts.get(size)!.newPage());
  for (let run = 0; run < LOAD_RUNS + 1; run++) {
    for (const size of SIZES) {
      const page = pages.get(size)!;
      const notes = await firstPaintOf(page, "/joke-notes", FIRST_ROW);
      const lab = await firstPaintOf(page, "/joke-lab", FIRST_CARD);
      // The first load of each warms the server's and the browser's caches: not counted.
      if (run > 0) {
        results.get(size)!.notes.push(notes);
        results.get(size)!.lab.push(lab);
      }
    }
  }

  // A different word each run (the same words for every size), each typed into a fresh page.
  for (let run = 0; run < SEARCH_RUNS + 1; run++) {
    for (const size of SIZES) {
      const took = await searchOnce(pages.get(size)!, VOCABULARY[(run * 7) % VOCABULARY.length]!);
      if (run > 0) results.get(size)!.search.push(took);
    }
  }

  const route = ["idea", "on_hold", "working_on", "on_hold", "idea", "working_on"];
  for (const size of SIZES) {
    const page = pages.get(size)!;
    await firstPaintOf(page, "/joke-lab", FIRST_CARD);
    for (let run = 0; run < DRAG_RUNS; run++) {
      results.get(size)!.drag.push(await dragOnce(page, route[run % route.length]!, route[(run + 1) % route.length]!));
    }
  }

  const smallest = results.get(SIZES[0]!)!;
  const line = (label: string, size: number, values: number[], base: number[]) =>
    `  ${String(size).padStart(6)} notes   ${label}   p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   p50 ${(percentile(values, 50) / percentile(base, 50)).toFixed(2)}x of ${SIZES[0]}`;
  console.log(`\nFirst paint in Chromium ${browser.version()}, ${LOAD_RUNS} loads each (after one warm-up), navigation -> first row`);
  console.log("/joke-notes (first row of the list)");
  for (const size of SIZES) console.log(line("", size, results.get(size)!.notes, smallest.notes));
  console.log("/joke-lab (first card of Ideas)");
  for (const size of SIZES) console.log(line("", size, results.get(size)!.lab, smallest.lab));
  console.log(`Search on /joke-notes, ${SEARCH_RUNS} searches each (after one warm-up): last keystroke -> the answer's first rows shown (${SEARCH_DELAY_MS} ms debounce included)`);
  for (const size of SIZES) console.log(line("", size, results.get(size)!.search, smallest.search));
  console.log(`Joke Lab drag, ${DRAG_RUNS} mouse drags across columns: longest main-thread task (0 = none over 50 ms)`);
  for (const size of SIZES) {
    const drag = results.get(size)!.drag;
    console.log(
      `  ${String(size).padStart(6)} notes   p50 ${ms(percentile(drag, 50))}   p95 ${ms(percentile(drag, 95))}   max ${ms(Math.max(...drag))}   (each: ${drag.map((d) => d.toFixed(0)).join(", ")})`,
    );
  }
  const largest = results.get(SIZES.at(-1)!)!;
  const ratio = (values: number[], base: number[]) => percentile(values, 50) / percentile(base, 50);
  const firstPaintOk = ratio(largest.notes, smallest.notes) <= 1.5 && ratio(largest.lab, smallest.lab) <= 1.5;
  const searchOk = ratio(largest.search, smallest.search) <= 2;
  const dragOk = SIZES.every((size) => Math.max(...results.get(size)!.drag) <= 100);
  console.log(`\nGoals: first paint at ${SIZES.at(-1)} within 1.5x of ${SIZES[0]}: ${firstPaintOk ? "met" : "NOT met"}; search at ${SIZES.at(-1)} within 2x of ${SIZES[0]}: ${searchOk ? "met" : "NOT met"}; longest task during a drag <= 100 ms: ${dragOk ? "met" : "NOT met"}`);
} finally {
  await browser?.close();
  await app?.stop();
  await pool.end();
  await database.drop();
}

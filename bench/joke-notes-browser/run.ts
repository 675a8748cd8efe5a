// npm run bench:notes-browser — first paint of Joke Notes and the Joke Lab in Chromium for a
// comedian with 500 notes and one with 50,000 (BENCH_BROWSER_SIZES to change them), on one
// run: the time from navigation to the first row of the list (and the first card of the
// Ideas column), its percentiles over several loads and the ratio to the smallest file (goal
// <= 1.5x), then the longest main-thread task while a Joke Lab card is dragged across columns
// (goal <= 100 ms). Needs `npm run build` first. Prints numbers; asserts nothing about time.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { benchDatabase } from "../lib/database";
import { ms, percentile } from "../lib/stats";
import { seedNotes } from "../joke-notes-scale/seed";

const SIZES = (process.env.BENCH_BROWSER_SIZES ?? "500,50000").split(",").map(Number);
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 7);
const DRAG_RUNS = Number(process.env.BENCH_DRAG_RUNS ?? 6);
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p && existsSync(p)));
const SERVER_ENTRY = "dist/server/index.js";

if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
if (!CHROMIUM) throw new Error("No Chromium found: set CHROMIUM_PATH or install /usr/bin/chromium.");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy in 30 s");
}

/** Long tasks recorded from the start of each page, and the time of the last mouse-up (a string: no bundler helpers in the page). */
const PROBES = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
`;

/** The longest long task (0 when none passed 50 ms) in [from, to] on the page's clock. */
function longestTaskIn(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const w = window as unknown as { benchLongTasks: { start: number; duration: number }[] };
      const tasks = w.benchLongTasks.filter((t) => t.start + t.duration >= a && t.start <= b);
      return Math.max(0, ...tasks.map((t) => t.duration));
    },
    [from, to] as const,
  );
}

/** Milliseconds from navigation start until `selector` is in the page (checked every frame). */
async function firstPaintOf(page: Page, path: string, selector: string): Promise<number> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction((s) => document.querySelector(s) !== null, selector, { polling: "raf", timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

const FIRST_ROW = 'ul[aria-label="Your Joke Notes"] li';
const FIRST_CARD = '[data-column="idea"] li[data-note-id]';

/** One mouse drag of the first card of a column to the next column; the longest task from press to the card shown there. */
async function dragOnce(page: Page, from: string, to: string): Promise<number> {
  const card = page.locator(`[data-column="${from}"] li[data-note-id]`).first();
  await card.scrollIntoViewIfNeeded();
  const id = await card.getAttribute("data-note-id");
  const start = await card.boundingBox();
  const target = await page.locator(`[data-column="${to}"]`).boundingBox();
  if (!start || !target || !id) throw new Error("board not on screen");
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + 30, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, start.y + 30, { steps: 30 });
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/joke-notes/${id}`) && res.request().method() === "PATCH");
  await page.mouse.up();
  await page.locator(`[data-column="${to}"] li[data-note-id="${id}"]`).waitFor({ state: "attached" });
  const t1 = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now();
  });
  await saved;
  return longestTaskIn(page, t0, t1);
}

interface Result {
  notes: number[];
  lab: number[];
  drag: number[];
}

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
let server: ChildProcess | undefined;
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
const results = new Map<number, Result>();

try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "1000", DATABASE_URL: database.url },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(base, server);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });

  const contexts = new Map<number, BrowserContext>();
  for (const size of SIZES) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.localStorage.setItem("sms-banner-dismissed-at", String(Date.now()));
      window.localStorage.setItem("phone-prompt-dismissed-at", String(Date.now()));
    });
    await context.addInitScript({ content: PROBES });
    const registered = await context.request.post("/api/register", { data: { email: `browser-${size}@bench.test`, password: "bench-password" } });
    if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
    await seedNotes(pool, ((await registered.json()) as { id: number }).id, size);
    contexts.set(size, context);
    results.set(size, { notes: [], lab: [], drag: [] });
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
  const dragOk = SIZES.every((size) => Math.max(...results.get(size)!.drag) <= 100);
  console.log(`\nGoals: first paint at ${SIZES.at(-1)} within 1.5x of ${SIZES[0]}: ${firstPaintOk ? "met" : "NOT met"}; longest task during a drag <= 100 ms: ${dragOk ? "met" : "NOT met"}`);
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await pool.end();
  await database.drop();
}

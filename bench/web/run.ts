// npm run bench:web — Lighthouse (mobile, simulated slow 4G and 4x CPU) in Chromium on the
// built app: the landing page signed out, the dashboard signed in, and /insights signed in as a
// comedian with 50,000 joke notes, 500 shows and 10,000 ratings (the insights bench's seed).
// Prints the median of three runs per page of the performance score and its measures, and the
// accessibility, best practices and SEO scores, against the goals.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { seedInsights } from "../insights/seed";
import { chromiumPath, startBuiltApp } from "../lib/built-app";
import { benchDatabase } from "../lib/database";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = chromiumPath();
// BENCH_WEB_REPORT_DIR=dir keeps each run's full Lighthouse report and trace, to see where the time goes.
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
// BENCH_WEB_PAGES=/insights,/dashboard measures only those pages.
const ONLY = process.env.BENCH_WEB_PAGES?.split(",");

const database = await benchDatabase();
// As it runs in production: precompressed files, the prerendered landing page, the Secure flag from APP_URL.
const app = await startBuiltApp(database.url, { NODE_ENV: "production", SESSION_SECRET: "bench-secret-that-is-at-least-32-characters" });
const { base } = app;
/**
 * Each run in a Chromium of its own (a new profile): a service worker one page registered would
 * otherwise answer the next page's requests itself, and a page would not load as it does on a
 * first visit.
 */
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });

interface Run {
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptKb: number;
  /** Lighthouse's measure of this machine's speed; its 4x CPU slowdown assumes a fast desktop (about 1300 and up). */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse now and then fails to record a page load's trace (NO_NAVSTART); such a run is tried again, once. */
async function audit(path: string, cookie?: string): Promise<Run> {
  try {
    return await auditOnce(path, cookie);
  } catch (error) {
    if (!String(error).includes("NO_NAVSTART")) throw error;
    console.log(`  (${path}: Lighthouse recorded no trace; running it again)`);
    return auditOnce(path, cookie);
  }
}

/**
 * Signs the browser in as a comedian is signed in: the session cookie in its cookie jar. (As a
 * header Lighthouse adds to the page's requests, it was missing from the reads the service
 * worker makes once it controls the page, which answered 401.)
 */
async function signIn(port: number, cookie: string): Promise<void> {
  const [name = "", value = ""] = cookie.split(/=(.*)/s);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]?.addCookies([{ name, value, url: base, httpOnly: true, sameSite: "Lax" }]);
  } finally {
    await browser.close();
  }
}

async function auditOnce(path: string, cookie?: string): Promise<Run> {
  const chrome = await launchChromium();
  const result = await (cookie ? signIn(chrome.port, cookie) : Promise.resolve())
    .then(() =>
      lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
      }),
    )
    .finally(() => chrome.kill());
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    // The report, and the page load's trace: its main-thread tasks show what the blocking time is made of.
    const name = `${REPORT_DIR}/${path === "/" ? "landing" : path.slice(1)}-${Date.now()}`;
    writeFileSync(`${name}.json`, JSON.stringify(lhr));
    writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  // A signed-in page whose reads answered 401 was measured (in part) signed out: say so rather than print its score.
  const unauthorized = (lhr.audits["errors-in-console"]?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items?.find(
    (item) => item.description?.includes("401") && item.sourceLocation?.url?.includes("/api/"),
  );
  if (cookie && unauthorized) throw new Error(`${path} was measured signed out: ${unauthorized.sourceLocation?.url} answered 401`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scriptBytes = items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    score: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    scriptKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

try {
  for (let i = 0; i < 100; i += 1) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { cookie } = await register("bench-web@example.com");
  for (let i = 1; i <= 20; i += 1) {
    await fetch(`${base}/api/joke-notes`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, cookie },
      body: JSON.stringify({ setup: `Bench joke ${i}: my landlord texts like a hostage negotiator`, punchlines: ["one", "two"] }),
    });
  }

  // The comedian /insights is measured for: years of notes, shows and ratings.
  const heavy = await register("bench-web-insights@example.com");
  const heavyCookie = heavy.cookie;
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const { id } = heavy;
    await seedInsights(pool, id, { notes: 50_000, shows: 500, ratingsPerShow: 20, recordedShows: 100, writingDays: 3 * 365 });
  } finally {
    await pool.end();
  }

  console.log(`\nLighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs`);
  console.log("  page          perf   FCP       LCP       CLS     TBT      JS (transferred)  a11y  best  SEO   machine index");
  const pages = [["/", undefined], ["/dashboard", cookie], ["/insights", heavyCookie]] as const;
  const blocking = new Map<string, number>();
  for (const [path, auth] of pages.filter(([path]) => !ONLY || ONLY.includes(path))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(path, auth));
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    blocking.set(path, m("tbt"));
    console.log(
      `  ${path.padEnd(12)} ${String(m("score")).padStart(5)}   ${(m("fcp") / 1000).toFixed(2)} s    ${(m("lcp") / 1000).toFixed(2)} s    ${m("cls").toFixed(3)}   ${m("tbt").toFixed(0).padStart(4)} ms  ${m("scriptKb").toFixed(1).padStart(6)} kB        ` +
        `${String(m("accessibility")).padStart(4)}  ${String(m("bestPractices")).padStart(4)}  ${String(m("seo")).padStart(4)}   ${m("benchmarkIndex").toFixed(0)}`,
    );
  }
  console.log("  goals: performance >= 95 (/insights >= 90), LCP <= 2.5 s, CLS <= 0.1");
  const [landingTbt, dashboardTbt] = [blocking.get("/"), blocking.get("/dashboard")];
  if (landingTbt !== undefined && dashboardTbt !== undefined) {
    console.log(`  the dashboard's blocking time ${(dashboardTbt / Math.max(landingTbt, 1)).toFixed(2)}x the landing page's in this run (goal <= 1)`);
  }
  console.log(`  load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores (a busy machine lowers the performance score)`);
} finally {
  await app.stop();
  await database.drop();
}

/** A new account: its session cookie and its id. */
async function register(email: string): Promise<{ cookie: string; id: number }> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const { id } = (await res.json()) as { id: number };
  return { cookie: res.headers.get("set-cookie")?.split(";")[0] ?? "", id };
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }).version;
}

// npm run bench:notes-scale — Joke Notes at 500, 5,000 and 50,000 notes on one run: the list,
// the first page in each sort, of a Joke Lab column and of the stool, the counts, server search,
// and the bytes a client receives after one edit. Then the same reads on a site of 20 other
// comedians for one whose 50,000 notes came in one statement after the statistics were taken,
// and the time that statement took against one of 5,000.
import pg from "pg";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";
import { ms, percentile, timeIt } from "../lib/stats";
import { rareWord, seedNotes, VOCABULARY } from "../../server/test/seed-joke-notes";
import { staleStatistics, type StaleReport } from "./stale-statistics";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "500,5000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const FULL_LIST_RUNS = Number(process.env.BENCH_FULL_LIST_RUNS ?? 15);
const SORTS = ["newest", "oldest", "setup", "updated"] as const;
/** Other comedians (500 notes each) on the site whose statistics go stale. */
const STALE_OTHERS = Number(process.env.BENCH_STALE_OTHERS ?? 20);
/** One-statement inserts timed there, the second being the comedian whose reads are measured. */
const STALE_SIZES = (process.env.BENCH_STALE_SIZES ?? "5000,50000").split(",").map(Number);

interface Sample {
  times: number[];
  bytes: number;
}
type Row = Record<string, Sample | undefined>;

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });

/** Requests to one app, as a signed-in comedian. */
function appClient(base: string) {
  /** One request's status and uncompressed body size (the client's cache sees these bytes). */
  async function get(cookie: string, path: string): Promise<{ status: number; bytes: number }> {
    const res = await fetch(`${base}${path}`, { headers: { cookie, "Accept-Encoding": "identity" } });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  }

  async function sample(cookie: string, paths: (run: number) => string, runs: number): Promise<Sample | undefined> {
    const first = await get(cookie, paths(0));
    if (first.status === 404) return undefined;
    if (first.status !== 200) throw new Error(`${paths(0)} answered ${first.status}`);
    for (let warm = 1; warm < 3; warm += 1) await get(cookie, paths(warm));
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      times.push(
        await timeIt(async () => {
          const res = await get(cookie, paths(run));
          if (res.status !== 200) throw new Error(`${paths(run)} answered ${res.status}`);
          bytes = Math.max(bytes, res.bytes);
        }),
      );
    }
    return { times, bytes };
  }

  return {
    get,
    sample,
    async signUp(email: string): Promise<{ cookie: string; id: number }> {
      const res = await fetch(`${base}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "bench-password" }),
      });
      return { cookie: res.headers.get("set-cookie")?.split(";")[0] ?? "", id: ((await res.json()) as { id: number }).id };
    },
    /** What one edit costs the client: the saved note's answer, then what the page reads again. */
    async bytesAfterEdit(cookie: string, size: number, refetch: string[]): Promise<number | undefined> {
      const page = await get(cookie, refetch[0] ?? "/api/joke-notes");
      if (page.status === 404) return undefined;
      const { rows } = await pool.query<{ id: number }>(
        "SELECT id FROM joke_notes WHERE user_id = (SELECT user_id FROM joke_notes GROUP BY user_id HAVING count(*) = $1 LIMIT 1) LIMIT 1",
        [size],
      );
      const res = await fetch(`${base}/api/joke-notes/${rows[0]!.id}`, {
        method: "PUT",
        headers: { cookie, "Content-Type": "application/json", "Accept-Encoding": "identity", Origin: "http://127.0.0.1" },
        body: JSON.stringify({ setup: `Edited at ${Date.now()}`, punchlines: ["An edited punchline"] }),
      });
      if (!res.ok) throw new Error(`edit answered ${res.status}`);
      let bytes = (await res.arrayBuffer()).byteLength;
      for (const path of refetch) bytes += (await get(cookie, path)).bytes;
      return bytes;
    },
    /** The reads a comedian's Joke Notes, Joke Lab and dashboard make, each sampled `runs` times. */
    async listReads(cookie: string, size: number, runs: number): Promise<Row> {
      const row: Row = {};
      for (const sort of SORTS) row[`first page, ${sort}`] = await sample(cookie, () => `/api/joke-notes/page?sort=${sort}`, runs);
      row["first page, one Joke Lab column (Ideas)"] = await sample(cookie, () => "/api/joke-notes/page?status=idea", runs);
      row["first page, the stool (dashboard)"] = await sample(
        cookie,
        () => "/api/joke-notes/page?status=main,open_mic_material,my_stool_material",
        runs,
      );
      row["counts"] = await sample(cookie, () => "/api/joke-notes/counts", runs);
      row["search, rare punchline word"] = await sample(
        cookie,
        (run) => `/api/joke-notes/page?q=${rareWord(1 + ((run * 7919) % size)).toLowerCase()}`,
        runs,
      );
      row["search, common word"] = await sample(
        cookie,
        (run) => `/api/joke-notes/page?q=${VOCABULARY[run % VOCABULARY.length]!.toUpperCase()}`,
        runs,
      );
      return row;
    },
  };
}

const results = new Map<number, Row>();
let stale: StaleReport;
try {
  const client = appClient(`http://127.0.0.1:${app.port}`);
  for (const size of SIZES) {
    const { cookie, id } = await client.signUp(`scale-${size}@example.com`);
    await seedNotes(pool, id, size);
    const row: Row = { "full list": await client.sample(cookie, () => "/api/joke-notes", FULL_LIST_RUNS), ...(await client.listReads(cookie, size, RUNS)) };
    const fullRefetch = await client.bytesAfterEdit(cookie, size, ["/api/joke-notes"]);
    const surgical = await client.bytesAfterEdit(cookie, size, ["/api/joke-notes/counts"]);
    row["edit + full-list refetch"] = fullRefetch === undefined ? undefined : { times: [], bytes: fullRefetch };
    row["edit + counts only"] = surgical === undefined ? undefined : { times: [], bytes: surgical };
    results.set(size, row);
  }
  stale = await staleStatistics({
    others: STALE_OTHERS,
    othersNotes: 500,
    sizes: [STALE_SIZES[0]!, STALE_SIZES[1]!],
    runs: RUNS,
    reads: (base, cookie, size, runs) => appClient(base).listReads(cookie, size, runs),
    signUp: (base, email) => appClient(base).signUp(email),
  });
} finally {
  app.stop();
  await pool.end();
  await database.drop();
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
const names = [...new Set([...results.values()].flatMap((row) => Object.keys(row)))];
const smallest = SIZES[0]!;
for (const name of names) {
  console.log(`\n${name}`);
  for (const size of SIZES) {
    const s = results.get(size)?.[name];
    if (!s) {
      console.log(`  ${String(size).padStart(6)} notes   (not offered)`);
      continue;
    }
    if (s.times.length === 0) {
      const ratio = (s.bytes / results.get(smallest)![name]!.bytes).toFixed(2);
      console.log(`  ${String(size).padStart(6)} notes   ${kb(s.bytes).padStart(10)} sent   ${ratio}x of ${smallest}`);
      continue;
    }
    const p = (q: number) => percentile(s.times, q);
    const baseP50 = percentile(results.get(smallest)![name]!.times, 50);
    console.log(
      `  ${String(size).padStart(6)} notes   p50 ${ms(p(50))}   p95 ${ms(p(95))}   p99 ${ms(p(99))}   ${kb(s.bytes).padStart(10)}   p50 ${(p(50) / baseP50).toFixed(2)}x of ${smallest}`,
    );
  }
}
console.log("\nGoals: list and search within 2x of 500 at 5,000 and 4x at 50,000; search p95 < 100 ms at 50,000;");
console.log("bytes after one edit not growing with the file.");

const [small, big] = [STALE_SIZES[0]!, STALE_SIZES[1]!];
console.log(`\nStale statistics: ${STALE_OTHERS} other comedians of 500 notes analyzed, then notes added in one statement each, not analyzed`);
const [smallSeconds, bigSeconds] = [stale.inserts.get(small)!, stale.inserts.get(big)!];
console.log(`  one statement of ${small.toLocaleString("en")} notes: ${smallSeconds.toFixed(2)} s; of ${big.toLocaleString("en")}: ${bigSeconds.toFixed(2)} s (${(bigSeconds / smallSeconds).toFixed(1)}x for ${(big / small).toFixed(0)}x the notes)`);
console.log(`  reads of the ${big.toLocaleString("en")}-note comedian, and of another comedian before and after that file grew:`);
const worst = { p95: 0, name: "" };
for (const name of Object.keys(stale.big)) {
  const grown = stale.big[name];
  const [before, after] = [stale.otherBefore[name], stale.otherAfter[name]];
  if (!grown || !before || !after) continue;
  const p95 = percentile(grown.times, 95);
  if (p95 > worst.p95) Object.assign(worst, { p95, name });
  const otherRatio = percentile(after.times, 50) / percentile(before.times, 50);
  console.log(
    `  ${name.padEnd(40)} p50 ${ms(percentile(grown.times, 50))}   p95 ${ms(p95)}   other p50 ${ms(percentile(before.times, 50))} -> ${ms(percentile(after.times, 50))} (${otherRatio.toFixed(2)}x)`,
  );
}
console.log(`\nGoals with stale statistics: every read above p95 < 50 ms (worst: ${worst.name}, ${ms(worst.p95)}); the other comedian's unchanged;`);
console.log(`one statement of ${big.toLocaleString("en")} notes <= 10x the time of ${small.toLocaleString("en")} and < 10 s.`);

// npm run bench:notes-scale — Joke Notes at 500, 5,000 and 50,000 notes on one run: the list,
// the first page in each sort, of a Joke Lab column and of the stool, the counts, server search,
// and the bytes a client receives after one edit.
import pg from "pg";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";
import { ms, percentile, timeIt } from "../lib/stats";
import { rareWord, seedNotes, VOCABULARY } from "../../server/test/seed-joke-notes";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "500,5000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const FULL_LIST_RUNS = Number(process.env.BENCH_FULL_LIST_RUNS ?? 15);
const SORTS = ["newest", "oldest", "setup", "updated"] as const;

interface Sample {
  times: number[];
  bytes: number;
}
type Row = Record<string, Sample | undefined>;

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });
const base = `http://127.0.0.1:${app.port}`;

async function signUp(email: string): Promise<{ cookie: string; id: number }> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  return { cookie: res.headers.get("set-cookie")?.split(";")[0] ?? "", id: ((await res.json()) as { id: number }).id };
}

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

/** What one edit costs the client: the saved note's answer, then what the page reads again. */
async function bytesAfterEdit(cookie: string, size: number, refetch: string[]): Promise<number | undefined> {
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
}

const results = new Map<number, Row>();
try {
  for (const size of SIZES) {
    const { cookie, id } = await signUp(`scale-${size}@example.com`);
    await seedNotes(pool, id, size);
    const row: Row = {};
    row["full list"] = await sample(cookie, () => "/api/joke-notes", FULL_LIST_RUNS);
    for (const sort of SORTS) row[`first page, ${sort}`] = await sample(cookie, () => `/api/joke-notes/page?sort=${sort}`, RUNS);
    row["first page, one Joke Lab column (Ideas)"] = await sample(cookie, () => "/api/joke-notes/page?status=idea", RUNS);
    row["first page, the stool (dashboard)"] = await sample(
      cookie,
      () => "/api/joke-notes/page?status=main,open_mic_material,my_stool_material",
      RUNS,
    );
    row["counts"] = await sample(cookie, () => "/api/joke-notes/counts", RUNS);
    row["search, rare punchline word"] = await sample(
      cookie,
      (run) => `/api/joke-notes/page?q=${rareWord(1 + ((run * 7919) % size)).toLowerCase()}`,
      RUNS,
    );
    row["search, common word"] = await sample(
      cookie,
      (run) => `/api/joke-notes/page?q=${VOCABULARY[run % VOCABULARY.length]!.toUpperCase()}`,
      RUNS,
    );
    const fullRefetch = await bytesAfterEdit(cookie, size, ["/api/joke-notes"]);
    const surgical = await bytesAfterEdit(cookie, size, ["/api/joke-notes/counts"]);
    row["edit + full-list refetch"] = fullRefetch === undefined ? undefined : { times: [], bytes: fullRefetch };
    row["edit + counts only"] = surgical === undefined ? undefined : { times: [], bytes: surgical };
    results.set(size, row);
  }
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

// npm run bench:insights — GET /api/insights for a comedian with 50,000 joke notes written over
// three years, 500 shows with 10,000 ratings (100 of them recorded), 2,000 notes and 3,000
// thoughts: p50/p95/p99 per range against the goal (p95 < 50 ms), and the answer's size. Twice:
// asked again with nothing changed (the kept answer), and asked right after a change (a thought
// written before each request, so every answer is read afresh from the tables).
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { connect } from "../../server/db/client";
import { readInsights } from "../../server/features/insights/insights.service";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";
import { ms, percentile, timeIt } from "../lib/stats";
import { seedInsights } from "./seed";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const GOAL_P95_MS = 50;
const seed = {
  notes: Number(process.env.BENCH_INSIGHTS_NOTES ?? 50_000),
  shows: 500,
  ratingsPerShow: 20,
  recordedShows: 100,
  writingDays: Number(process.env.BENCH_INSIGHTS_WRITING_DAYS ?? 3 * 365),
};

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });
const base = `http://127.0.0.1:${app.port}`;

try {
  const register = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
  });
  const cookie = register.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { id } = (await register.json()) as { id: number };
  const seeding = await timeIt(() => seedInsights(pool, id, seed));
  const { rows } = await pool.query<{ ratings: number }>(
    "SELECT count(*)::int AS ratings FROM performance_ratings r JOIN performances p ON p.id = r.performance_id WHERE p.user_id = $1",
    [id],
  );
  console.log(
    `\nSeeded ${seed.notes.toLocaleString("en")} joke notes over ${seed.writingDays} days, ${seed.shows} shows, ` +
      `${rows[0]?.ratings.toLocaleString("en")} ratings, ${seed.recordedShows} recorded, 2,000 notes, 3,000 thoughts (${ms(seeding)})`,
  );
  console.log(`GET /api/insights, ${RUNS} requests one after another (after 5 to warm up)`);

  // A real change between requests: the comedian writes a thought (untimed), which moves their
  // insights version, so the next answer cannot be a kept one.
  const categoryId = (await pool.query<{ id: number }>("SELECT id FROM thought_categories WHERE user_id = $1 LIMIT 1", [id])).rows[0]?.id;
  const change = () => pool.query("INSERT INTO thoughts (user_id, category_id, content) VALUES ($1, $2, 'Another thought')", [id, categoryId]);

  let failed = false;
  for (const [label, before] of [
    ["asked again, nothing changed (kept answer)", undefined],
    ["asked right after a change (read afresh)", change],
  ] as const) {
    console.log(`${label}:`);
    for (const range of ["all", "90d", "30d"]) {
      const path = `/api/insights?range=${range}&tz=America/Chicago`;
      let body = "";
      const once = async () => {
        const res = await fetch(`${base}${path}`, { headers: { cookie, "Accept-Encoding": "identity" } });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        body = await res.text();
      };
      for (let i = 0; i < 5; i += 1) await once();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (before) await before();
        times.push(await timeIt(once));
      }
      const p95 = percentile(times, 95);
      const answer = JSON.parse(body) as { jokes: unknown[]; shows: unknown[]; writing: unknown[] };
      failed ||= p95 >= GOAL_P95_MS;
      console.log(
        `  range=${range.padEnd(4)} p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(p95).padStart(8)}  p99 ${ms(percentile(times, 99)).padStart(8)}` +
          `   ${answer.jokes.length} jokes, ${answer.shows.length} shows, ${answer.writing.length} days;` +
          ` ${(body.length / 1000).toFixed(1)} kB (${(gzipSync(body).length / 1000).toFixed(1)} kB gzipped)` +
          `   ${p95 < GOAL_P95_MS ? "ok" : "OVER"} (goal p95 < ${GOAL_P95_MS} ms)`,
      );
    }
  }
  // The floor under every signed-in answer here: the session read and one small answer, same conditions.
  const user: number[] = [];
  for (let i = 0; i < RUNS; i += 1) user.push(await timeIt(async () => (await fetch(`${base}/api/user`, { headers: { cookie } })).arrayBuffer()));
  console.log(`GET /api/user, for comparison: p50 ${ms(percentile(user, 50))}  p95 ${ms(percentile(user, 95))}  p99 ${ms(percentile(user, 99))}`);

  // The database's part alone, read afresh every time (the statement, and the streak's walk back
  // past the calendar when it runs that far), on one connection from this process.
  const direct = connect(database.url, 1);
  const db = direct.db;
  console.log("The database's part alone (no HTTP, no session), same runs:");
  for (const range of ["all", "90d", "30d"] as const) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) await readInsights(db, id, { range, tz: "America/Chicago" });
    for (let i = 0; i < RUNS; i += 1) times.push(await timeIt(() => readInsights(db, id, { range, tz: "America/Chicago" })));
    console.log(`  range=${range.padEnd(4)} p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(percentile(times, 95)).padStart(8)}  p99 ${ms(percentile(times, 99)).padStart(8)}`);
  }
  await direct.pool.end();
  const [load] = loadavg();
  console.log(`Load average while measuring: ${load?.toFixed(1)} on ${availableParallelism()} cores (other work on the machine inflates every time above).`);
  if (failed) process.exitCode = 1;
} finally {
  app.stop();
  await pool.end();
  await database.drop();
}

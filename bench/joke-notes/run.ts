// npm run bench:notes — GET /api/joke-notes and reorder, each beside a bare baseline.
import autocannon from "autocannon";
import pg from "pg";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";
import { ms, percentile, timeIt } from "../lib/stats";

const NOTES = 1_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const REORDER_RUNS = 100;
/** Runs of each kind first, not counted: the first request of a kind pays for code and plans warming up. */
const WARM_UP_RUNS = 3;

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const servers: { stop: () => void }[] = [];

try {
  const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });
  servers.push(app);
  // The same app with its joke list cache off: every request runs the list SQL.
  const uncached = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url, BENCH_LIST_CACHE_BYTES: "0" });
  servers.push(uncached);
  const base = `http://127.0.0.1:${app.port}`;
  const register = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
  });
  const cookie = register.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { id: userId } = (await register.json()) as { id: number };
  await pool.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, notes)
     SELECT $1, 'Setup number ' || g || ': the thing about airline food is that nobody ordered it',
            ARRAY['First punchline ' || g, 'Second punchline ' || g], 'Notes for ' || g
     FROM generate_series(1, $2) AS g`,
    [userId, NOTES],
  );
  // Planned as a site that has been running a while plans it: with the tables' statistics.
  await pool.query("ANALYZE joke_notes; ANALYZE joke_note_places");
  const baseline = await startChildServer("bench/joke-notes/baseline-server.ts", {
    DATABASE_URL: database.url,
    BENCH_USER_ID: String(userId),
  });
  servers.push(baseline);

  const load = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 10, duration: DURATION_S, headers });
  const uncachedBase = `http://127.0.0.1:${uncached.port}`;
  // Warm-up passes (JIT, pools), then the runs on record.
  await load(`${base}/api/joke-notes`, { cookie });
  await load(`${uncachedBase}/api/joke-notes`, { cookie });
  const appRun = await load(`${base}/api/joke-notes`, { cookie });
  const uncachedRun = await load(`${uncachedBase}/api/joke-notes`, { cookie });
  const baseRun = await load(`http://127.0.0.1:${baseline.port}/`);
  for (const [name, run] of [["app", appRun], ["app without cache", uncachedRun]] as const) {
    if (run.non2xx > 0) throw new Error(`${name} answered ${run.non2xx} non-2xx responses`);
  }

  const line = (name: string, run: autocannon.Result) =>
    `  ${name.padEnd(27)} ${run.requests.average.toFixed(0).padStart(5)} req/s   p50 ${run.latency.p50} ms   p99 ${run.latency.p99} ms`;
  const percentOf = (run: autocannon.Result) => ((run.requests.average / baseRun.requests.average) * 100).toFixed(0);
  console.log(`\nGET /api/joke-notes, ${NOTES} notes, 10 connections, ${DURATION_S} s each`);
  console.log(line("app (list cached)", appRun));
  console.log(line("app, list cache off", uncachedRun));
  console.log(line("baseline (http + pg)", baseRun));
  console.log(`  app                         ${percentOf(appRun)}% of baseline throughput (goal >= 60%), p99 ${appRun.latency.p99} ms (goal < 50 ms)`);
  console.log(`  app, list cache off         ${percentOf(uncachedRun)}% of baseline throughput, p99 ${uncachedRun.latency.p99} ms`);

  // Reorder: the API's one statement vs 1,000 single-row updates in one transaction. Both start
  // from a settled database: the list load above leaves the server writing and vacuuming.
  await pool.query("VACUUM ANALYZE joke_notes");
  await pool.query("VACUUM ANALYZE joke_note_places");
  await pool.query("CHECKPOINT");
  const ids = (await pool.query<{ id: number }>("SELECT id FROM joke_notes WHERE user_id = $1", [userId])).rows.map((r) => r.id);
  const apiTimes: number[] = [];
  const loopTimes: number[] = [];
  for (let run = -WARM_UP_RUNS; run < REORDER_RUNS; run += 1) {
    const order = (run + WARM_UP_RUNS) % 2 === 0 ? [...ids].reverse() : ids;
    const counted = run >= 0;
    const apiTime = await timeIt(async () => {
      const res = await fetch(`${base}/api/joke-notes/reorder`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", cookie },
        body: JSON.stringify({ noteIds: order }),
      });
      if (!res.ok) throw new Error(`reorder answered ${res.status}`);
    });
    const client = await pool.connect();
    const loopTime = await timeIt(async () => {
      await client.query("BEGIN");
      // Without the list-version triggers, which would otherwise fire once per UPDATE here.
      await client.query("SET LOCAL session_replication_role = replica");
      for (const [index, id] of order.entries()) {
        await client.query("UPDATE joke_note_places SET sort_order = $1 WHERE joke_note_id = $2 AND user_id = $3", [index + 1, id, userId]);
      }
      await client.query("COMMIT");
    });
    client.release();
    if (counted) {
      apiTimes.push(apiTime);
      loopTimes.push(loopTime);
    }
  }
  const apiP95 = percentile(apiTimes, 95);
  const loopP95 = percentile(loopTimes, 95);
  console.log(`\nReorder of ${NOTES} ids, ${REORDER_RUNS} runs each (after ${WARM_UP_RUNS} not counted)`);
  console.log(`  PUT /api/joke-notes/reorder (one call)     p50 ${ms(percentile(apiTimes, 50))}   p95 ${ms(apiP95)}`);
  console.log(`  ${NOTES} single-row UPDATEs, one transaction  p50 ${ms(percentile(loopTimes, 50))}   p95 ${ms(loopP95)}`);
  console.log(`  ratio     ${(loopP95 / apiP95).toFixed(1)}x faster at p95 (goal >= 10x)`);
} finally {
  servers.forEach((s) => s.stop());
  await pool.end();
  await database.drop();
}

// npm run bench:session — what a signed-in request costs over a signed-out one: GET /api/user
// with and without a session, and the database statements each signed-in request runs.
import autocannon from "autocannon";
import pg from "pg";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
const servers: { stop: () => void }[] = [];

/** Transactions committed in this database so far; each lone statement is one. */
async function commits(): Promise<number> {
  await pool.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await pool.query<{ n: string }>("SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()");
  return Number(rows[0]?.n ?? 0);
}

try {
  const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });
  servers.push(app);
  const base = `http://127.0.0.1:${app.port}`;
  const register = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
  });
  const cookie = register.headers.get("set-cookie")?.split(";")[0] ?? "";

  // Statements per signed-in request, counted by PostgreSQL (an idle backend reports within 10 s).
  const SAMPLE = 200;
  const before = await commits();
  for (let i = 0; i < SAMPLE; i += 1) await fetch(`${base}/api/user`, { headers: { cookie } });
  // Idle backends report their counts within 10 s.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const perRequest = ((await commits()) - before - 1) / SAMPLE;

  const load = (headers: Record<string, string>) => autocannon({ url: `${base}/api/user`, connections: 10, duration: DURATION_S, headers });
  await load({ cookie });
  // Alternated rounds, so a busy spell on the machine touches both sides alike; the median counts.
  const ratios: number[] = [];
  const line = (name: string, run: autocannon.Result) =>
    `  ${name.padEnd(22)} ${run.requests.average.toFixed(0).padStart(6)} req/s   p50 ${run.latency.p50} ms   p99 ${run.latency.p99} ms`;
  console.log(`\nGET /api/user, 10 connections, ${DURATION_S} s each, ${ROUNDS} rounds`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const signedIn = await load({ cookie });
    const signedOut = await load({});
    if (signedIn.non2xx > 0) throw new Error(`signed-in requests answered ${signedIn.non2xx} non-2xx responses`);
    ratios.push(signedIn.requests.average / signedOut.requests.average);
    console.log(line(`signed in (200) #${round}`, signedIn));
    console.log(line(`signed out (401) #${round}`, signedOut));
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
  console.log(`  signed in runs at ${(median * 100).toFixed(0)}% of signed-out throughput (median of ${ROUNDS}; goal ≥ 50%)`);
  console.log(`  database statements per signed-in request: ${perRequest.toFixed(2)} (goal 1)`);
} finally {
  servers.forEach((s) => s.stop());
  await pool.end();
  await database.drop();
}

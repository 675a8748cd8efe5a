// npm run bench:sms — signed webhook requests at a steady rate; latency and exactly-once saving.
import pg from "pg";
import twilio from "twilio";
import { startChildServer } from "../lib/child-server";
import { benchDatabase } from "../lib/database";
import { ms, percentile } from "../lib/stats";

const RATE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const REPLAY_EVERY = 10; // every 10th request re-delivers an earlier MessageSid, as Twilio retries do
const TOKEN = "bench-twilio-token";
const PUBLIC_URL = "https://bench.example.com";
const PHONE = "+15557654321";

const database = await benchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
let server: { port: number; stop: () => void } | undefined;
try {
  server = await startChildServer("bench/lib/app-server.ts", {
    DATABASE_URL: database.url,
    BENCH_TWILIO_TOKEN: TOKEN,
    BENCH_PUBLIC_URL: PUBLIC_URL,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const register = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "texter@example.com", password: "bench-password" }),
  });
  const { id: userId } = (await register.json()) as { id: number };
  await pool.query("UPDATE users SET phone_number = $1, is_phone_verified = true WHERE id = $2", [PHONE, userId]);

  const send = async (sid: string, n: number) => {
    const params = { MessageSid: sid, From: PHONE, To: "+15550000000", Body: `joke: Bench setup ${n} / punchline ${n}` };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/webhook`, params);
    const start = performance.now();
    const res = await fetch(`${base}/api/sms/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
      body: new URLSearchParams(params),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    return performance.now() - start;
  };

  const total = RATE * SECONDS;
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const sids: string[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const replay = i % REPLAY_EVERY === REPLAY_EVERY - 1 && sids.length > 0;
    const n = replay ? sids.length - 5 : sids.length;
    const sid = replay ? sids[Math.max(0, n)]! : `SM${String(i).padStart(32, "0")}`;
    if (!replay) sids.push(sid);
    inFlight.push(send(sid, replay ? Math.max(0, n) : sids.length - 1).then((t) => void latencies.push(t)));
  }
  await Promise.all(inFlight);

  const saved = await pool.query<{ total: number; distinct: number }>(
    "SELECT count(*)::int AS total, count(DISTINCT setup)::int AS distinct FROM joke_notes WHERE user_id = $1",
    [userId],
  );
  const row = saved.rows[0]!;
  console.log(`\nPOST /api/sms/webhook, ${RATE} signed requests/s for ${SECONDS} s (${total} requests, every ${REPLAY_EVERY}th a retried MessageSid)`);
  console.log(`  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(Math.max(...latencies))}   (goal p99 < 50 ms)`);
  console.log(`  distinct messages ${sids.length}, jokes saved ${row.total}, distinct setups ${row.distinct}`);
  console.log(`  exactly once: ${row.total === sids.length && row.distinct === sids.length ? "yes" : "NO"}`);
  if (row.total !== sids.length) process.exitCode = 1;
} finally {
  server?.stop();
  await pool.end();
  await database.drop();
}

// npm run bench:export — memory of GET /api/export for 1,000 and 10,000 joke notes (each with a
// version): the app's heap while it streams the file, beside the file's size. A streamed export
// holds about the same memory however long the file is.
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../../server/app";
import { connect } from "../../server/db/client";
import { outboxMailer } from "../../server/integrations/mail/outbox-mailer";
import { logSms } from "../../server/integrations/sms/log-sms";
import { localObjectStore } from "../../server/integrations/storage/local-object-store";
import { localVideoStorage } from "../../server/integrations/storage/local-storage";
import { benchDatabase } from "../lib/database";
import { percentile } from "../lib/stats";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc (npm run bench:export does)");

const database = await benchDatabase();
const { db, pool } = connect(database.url, 4);
const admin = new pg.Pool({ connectionString: database.url, max: 1 });
const built = createApp({
  db,
  pool,
  sessionSecret: "bench-secret-that-is-at-least-32-characters",
  production: false,
  trustProxy: false,
  adminEmails: [],
  mailer: outboxMailer(path.join(tmpdir(), "toolkit-bench-outbox"), "bench@example.com"),
  appUrl: "http://127.0.0.1",
  trustedOrigins: ["http://127.0.0.1"],
  sms: logSms(),
  smsWebhook: { authToken: undefined, publicUrl: "http://127.0.0.1" },
  rateLimitScale: 10_000,
  sessionPruneSeconds: false,
  chaosPollMs: false,
  videoStorage: localVideoStorage(path.join(tmpdir(), "toolkit-bench-videos"), "bench-video-url-secret"),
  recordingStorage: localObjectStore(path.join(tmpdir(), "toolkit-bench-recordings")),
});
built.finalize();
const server = createServer(built.app);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

async function comedianWith(jokes: number): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `bench-${jokes}@example.com`, password: "bench-password" }),
  });
  const { id } = (await res.json()) as { id: number };
  const punchline = "and that is why I never fly with my uncle again, not even to Cleveland";
  await admin.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, notes)
     SELECT $1, 'Joke number ' || i || ': my uncle books the cheapest flights on the internet', ARRAY[$2, $2 || ' (tag)'], 'Works best late in the set'
     FROM generate_series(1, $3) AS i`,
    [id, punchline, jokes],
  );
  await admin.query(
    `INSERT INTO joke_note_versions (joke_note_id, user_id, setup, punchlines) SELECT id, user_id, setup || ' (draft)', punchlines FROM joke_notes WHERE user_id = $1`,
    [id],
  );
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}

/** Downloads the export, reading it slowly enough to exercise back-pressure, while sampling the heap. */
async function measure(cookie: string) {
  gc!();
  const baseline = process.memoryUsage().heapUsed;
  const samples: number[] = [];
  // Collected before each sample, so a sample is what is still held, not garbage not yet swept.
  const timer = setInterval(() => {
    gc!();
    samples.push(process.memoryUsage().heapUsed - baseline);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/export`, { headers: { cookie } });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  clearInterval(timer);
  return { bytes, ms: performance.now() - started, peak: Math.max(...samples), p50: percentile(samples, 50) };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
try {
  const rows: [number, Awaited<ReturnType<typeof measure>>][] = [];
  for (const jokes of [1_000, 10_000]) {
    const cookie = await comedianWith(jokes);
    await measure(cookie); // warm-up
    rows.push([jokes, await measure(cookie)]);
  }
  console.log("\nGET /api/export (JSON), live heap above the idle app while streaming (sampled every 20 ms after a GC)");
  for (const [jokes, r] of rows) {
    console.log(
      `  ${String(jokes).padStart(6)} jokes   file ${mb(r.bytes).padStart(8)}   heap p50 ${mb(r.p50).padStart(8)}   peak ${mb(r.peak).padStart(8)}   ${r.ms.toFixed(0)} ms`,
    );
  }
  const [[, small], [, large]] = rows as [[number, Awaited<ReturnType<typeof measure>>], [number, Awaited<ReturnType<typeof measure>>]];
  console.log(`  file grows ${(large.bytes / small.bytes).toFixed(1)}x; peak heap grows ${(large.peak / small.peak).toFixed(1)}x`);
  console.log(`  peak heap for 10,000 jokes is ${((large.peak / large.bytes) * 100).toFixed(0)}% of the file's size`);
} finally {
  server.close();
  built.close();
  await admin.end();
  await pool.end();
  await database.drop();
}

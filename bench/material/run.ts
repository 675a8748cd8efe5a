// npm run bench:export — memory of GET /api/export for 1,000 and 10,000 joke notes (each with a
// version): the app's heap while it streams the file, beside the file's size. A streamed export
// holds about the same memory however long the file is. Then POST /api/import of the export of
// 50,000 joke notes with a version each (about 31 MB), and of three ~19 MB files sent at once:
// time, and the growth of the live heap and of the process's memory (RSS) while they run.
import { createServer, request } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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

let accounts = 0;
async function register(): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `bench-${(accounts += 1)}@example.com`, password: "bench-password" }),
  });
  const { id } = (await res.json()) as { id: number };
  return { id, cookie: res.headers.get("set-cookie")?.split(";")[0] ?? "" };
}

/** A comedian with this many jokes (each with a version); `tagged`: each with a second punchline. */
async function comedianWith(jokes: number, tagged = true): Promise<string> {
  const { id, cookie } = await register();
  const punchline = "and that is why I never fly with my uncle again, not even to Cleveland";
  await admin.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, notes)
     SELECT $1, 'Joke number ' || i || ': my uncle books the cheapest flights on the internet',
       CASE WHEN $4 THEN ARRAY[$2, $2 || ' (tag)'] ELSE ARRAY[$2] END, 'Works best late in the set'
     FROM generate_series(1, $3) AS i`,
    [id, punchline, jokes, tagged],
  );
  await admin.query(
    `INSERT INTO joke_note_versions (joke_note_id, user_id, setup, punchlines) SELECT id, user_id, setup || ' (draft)', punchlines FROM joke_notes WHERE user_id = $1`,
    [id],
  );
  return cookie;
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

/** The export file of a comedian with this many jokes, as bytes to send back. */
async function exportFile(jokes: number): Promise<Buffer> {
  const res = await fetch(`${base}/api/export`, { headers: { cookie: await comedianWith(jokes, false) } });
  return Buffer.from(await res.arrayBuffer());
}

/** Sends a file to POST /api/import in 64 KB chunks, as a browser uploads it, and reads the answer. */
function upload(file: Buffer, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/import`,
      { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": file.length, Origin: "http://127.0.0.1", cookie } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    void pipeline(Readable.from(chunked(file)), req).catch(reject);
  });
}

function* chunked(file: Buffer): Generator<Buffer> {
  for (let i = 0; i < file.length; i += 65_536) yield file.subarray(i, i + 65_536);
}

/** What the process holds alive after a GC: its heap and its buffers. */
const live = () => {
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/**
 * Imports the files at once, each into a fresh account, while sampling the live memory (heap
 * and buffers, after a GC) and the RSS every 50 ms; growth is above what the process held just
 * before (the files to send included).
 */
async function measureImports(files: Buffer[]) {
  const cookies = await Promise.all(files.map(async () => (await register()).cookie));
  const liveBefore = live();
  const rssBefore = process.memoryUsage().rss;
  let heapPeak = 0;
  let rssPeak = 0;
  const timer = setInterval(() => {
    heapPeak = Math.max(heapPeak, live() - liveBefore);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss - rssBefore);
  }, 50);
  const started = performance.now();
  const answers = await Promise.all(
    files.map(async (file, i) => {
      const res = await upload(file, cookies[i]!);
      const body = JSON.parse(res.body) as { added?: { jokeNotes?: number }; message?: string };
      return { status: res.status, added: body.added?.jokeNotes, message: body.message, ms: performance.now() - started };
    }),
  );
  clearInterval(timer);
  live();
  const rssAfter = process.memoryUsage().rss - rssBefore;
  return { answers, heapPeak, rssPeak, rssAfter, ms: performance.now() - started };
}
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

  console.log("\nPOST /api/import of the export file, into a fresh account (live heap and buffers after a GC, and RSS, every 50 ms)");
  const big = await exportFile(50_000);
  const one = await measureImports([big]);
  const [answer] = one.answers;
  console.log(
    `  50,000 jokes   file ${mb(big.length)}   ${answer!.status} (${answer!.added ?? answer!.message} added)   ${(one.ms / 1000).toFixed(1)} s   ` +
      `live peak +${mb(one.heapPeak)}   RSS peak +${mb(one.rssPeak)}`,
  );
  const mid = await exportFile(31_000);
  const three = await measureImports([mid, mid, mid]);
  console.log(
    `  three ${mb(mid.length)} files at once: answered ${three.answers.map((a) => `${a.status} in ${(a.ms / 1000).toFixed(1)} s`).join(", ")}   ` +
      `live peak +${mb(three.heapPeak)}   RSS peak +${mb(three.rssPeak)}, after +${mb(three.rssAfter)}`,
  );
} finally {
  server.close();
  built.close();
  await admin.end();
  await pool.end();
  await database.drop();
}

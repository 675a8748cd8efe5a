// The real app on the bench database (sessions, auth and all), for every benchmark.
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../server/app";
import { connect } from "../../server/db/client";
import { outboxMailer } from "../../server/integrations/mail/outbox-mailer";
import { logSms } from "../../server/integrations/sms/log-sms";
import { localObjectStore } from "../../server/integrations/storage/local-object-store";
import { localVideoStorage } from "../../server/integrations/storage/local-storage";

const { db, pool } = connect(process.env.DATABASE_URL!, 10);
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
  smsWebhook: { authToken: process.env.BENCH_TWILIO_TOKEN, publicUrl: process.env.BENCH_PUBLIC_URL ?? "http://127.0.0.1" },
  rateLimitScale: 10_000,
  sessionPruneSeconds: false,
  chaosPollMs: false,
  videoStorage: localVideoStorage(path.join(tmpdir(), "toolkit-bench-videos"), "bench-video-url-secret"),
  recordingStorage: localObjectStore(path.join(tmpdir(), "toolkit-bench-recordings")),
  ...(process.env.BENCH_LIST_CACHE_BYTES ? { listCacheBytes: Number(process.env.BENCH_LIST_CACHE_BYTES) } : {}),
});
built.finalize();
const server = built.app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`PORT=${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => process.exit(0));

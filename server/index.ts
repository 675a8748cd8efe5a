import type { Server } from "node:http";
import { createApp } from "./app";
import { createPayments } from "./integrations/stripe/create-payments";
import { serveBuiltClient, serveViteDevClient } from "./client-serving";
import { appUrl, backupDir, parseEnvOrExit, publicUrl } from "./config/env";
import { trustedOrigins } from "./config/origins";
import { checkPortFree, checkWritable, explainListenFailure, explainStartupFailure } from "./config/startup-failure";
import { APP_CONNECTION_NAME, connect } from "./db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { applyMigrations } from "./db/migrate";
import { persistentSecret } from "./db/secrets";
import { createAiModel } from "./integrations/ai/create-ai-model";
import { createMailer } from "./integrations/mail/create-mailer";
import { createSms } from "./integrations/sms/create-sms";
import { createBackupBucket } from "./integrations/storage/create-backup-storage";
import { createRecordingStorage } from "./integrations/storage/create-recording-storage";
import { createVideoStorage } from "./integrations/storage/create-video-storage";
import { allJobs } from "./jobs/all-jobs";
import { startJobs } from "./jobs/scheduler";
import { drainableServer } from "./http/drain-connections";
import { logger } from "./logger";
import { createTranscriber } from "./integrations/transcription/create-transcriber";
import { startTranscriptQueue, type TranscriptQueue } from "./features/transcripts/transcript-queue";

const env = parseEnvOrExit();

const production = env.NODE_ENV === "production";
if (production && !appUrl(env).startsWith("https://")) {
  logger.warn(
    "APP_URL is not https: session cookies are sent without the Secure flag and HSTS is off. Serve the app over https and set APP_URL to its https address.",
  );
}
const dev = env.NODE_ENV === "development" && process.argv.includes("--vite");
const startupEnv = env;

/** A port the app cannot listen on: one line naming it, exit 1 (a bug keeps its stack). */
function cannotListen(error: unknown): void {
  const explained = explainListenFailure(error, env);
  if (explained) console.error(explained);
  else logger.fatal({ err: error }, "could not listen");
}

// Asked first, so a port in use is said at once rather than after the database has started.
await checkPortFree(env.PORT, env.HOST).catch((error: unknown) => {
  cannotListen(error);
  process.exit(1);
});

/** A failure a person can fix is one line naming the cause and the setting, and exit 1; a bug keeps its stack. */
function failedToStart(error: unknown, what: string): never {
  const explained = explainStartupFailure(error, startupEnv);
  if (explained) console.error(explained);
  else logger.fatal({ err: error }, what);
  process.exit(1);
}

let embedded: EmbeddedDatabase | undefined;
let sessionSecret: string;
try {
  // The data folder is written first, so a full or read-only disk is named before anything else.
  await checkWritable(env.DATA_DIR);
  sessionSecret = env.SESSION_SECRET ?? persistentSecret(env.DATA_DIR, "session");
  embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR);
} catch (error) {
  failedToStart(error, "could not start the embedded PostgreSQL; set DATABASE_URL to use another server");
}

const databaseUrl = env.DATABASE_URL ?? embedded!.url;
// Requests: every statement has a time limit, and a connection is waited for a limited time.
const database = connect(databaseUrl, env.DB_POOL_MAX, APP_CONNECTION_NAME, {
  waitMs: env.DB_POOL_WAIT_MS,
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
});
// Migrations and scheduled jobs: slow but healthy work, on a few connections of their own.
const background = connect(databaseUrl, 3);
await applyMigrations(background.pool).catch((error: unknown) => failedToStart(error, "could not apply the migrations"));

const { sms, smsNumbers } = createSms(env);
const mailer = createMailer(env);
const videoStorage = createVideoStorage(env, sessionSecret);
const recordingStorage = createRecordingStorage(env);
const backups = { dir: backupDir(env), keep: env.BACKUP_KEEP, schedule: env.BACKUP_SCHEDULE, bucket: createBackupBucket(env) };
// Recorded sets' transcripts, when the site has a speech-to-text service: a queue kept in
// PostgreSQL, started once the app listens.
const transcriber = createTranscriber(env);
let transcriptQueue: TranscriptQueue | undefined;
const transcripts = { on: Boolean(transcriber), nudge: () => transcriptQueue?.nudge() };
const { app, readUser, finalize, close } = createApp({
  db: database.db,
  pool: database.pool,
  sessionSecret,
  production,
  trustProxy: env.TRUST_PROXY,
  adminEmails: env.ADMIN_EMAILS,
  mailer,
  sms,
  smsNumbers,
  smsWebhook: { authToken: env.TWILIO_AUTH_TOKEN, publicUrl: publicUrl(env) },
  metricsToken: env.METRICS_TOKEN,
  appUrl: appUrl(env),
  trustedOrigins: trustedOrigins(env),
  rateLimitScale: env.RATE_LIMIT_SCALE,
  showFeedsFromPrivateAddresses: env.SHOW_FEEDS_FROM_PRIVATE_ADDRESSES,
  ai: { model: createAiModel(env), dailyLimit: env.AI_DAILY_LIMIT },
  devServer: dev,
  videoStorage,
  recordingStorage,
  payments: createPayments(env),
  backups,
  transcripts,
});
const closeVite = dev ? await serveViteDevClient(app) : (serveBuiltClient(app, { readUser, smsOffered: sms.fromNumber !== null }), undefined);
finalize();
const jobs = allJobs({ pool: background.pool, db: background.db, mailer, appUrl: appUrl(env), smsNumbers, videoStorage, recordingStorage, backups });
let stopJobs: () => Promise<unknown> = () => Promise.resolve();

const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
  if (error) {
    // Taken since the check, or not allowed: say so and stop, rather than run (jobs and all) unreachable.
    cannotListen(error);
    close();
    void Promise.all([database.pool.end(), background.pool.end()])
      .then(() => embedded?.stop())
      .finally(() => process.exit(1));
    return;
  }
  stopJobs = startJobs(background.pool, jobs);
  if (transcriber) {
    startTranscriptQueue({ connectionString: databaseUrl, db: background.db, storage: recordingStorage, transcriber, concurrency: env.TRANSCRIPTION_CONCURRENCY })
      .then((queue) => (transcriptQueue = queue))
      .catch((error: unknown) => logger.error({ err: error }, "could not start the transcription queue; transcripts wait until the next start"));
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(`The comedy-writing toolkit is live at ${appUrl(env)} (listening on ${env.HOST}:${port})`);
});

// Keep idle connections open longer than clients and load balancers do (commonly 60 s), so
// a reused connection is never closed by us at the moment a request is sent on it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// An import of a large export file arrives as fast as the comedian's line allows (a 1 GB file
// at 0.3 MB/s): the whole request may take up to an hour, not Node's default 5 minutes.
server.requestTimeout = 60 * 60 * 1000;
const drain = drainableServer(server);
const graceSeconds = env.SHUTDOWN_GRACE_SECONDS;

let stopping = false;
/**
 * SIGTERM or SIGINT: take no new connections, answer every request already sent (and those
 * arriving on open connections meanwhile), let a running job finish, then close the pool,
 * stop the embedded PostgreSQL and exit 0; all within SHUTDOWN_GRACE_SECONDS, past which what
 * is left is cut.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const graceMs = graceSeconds * 1000;
  logger.info({ signal, graceSeconds }, "shutting down: finishing requests in flight");
  const { cut } = await drain(graceMs);
  if (cut > 0) logger.warn({ connections: cut }, `cut connections still busy after ${graceSeconds} s`);
  close();
  await Promise.race([Promise.all([stopJobs(), transcriptQueue?.stop()]), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  await closeVite?.();
  await Promise.all([database.pool.end(), background.pool.end()]);
  await embedded?.stop();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

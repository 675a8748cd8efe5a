import type { Server } from "node:http";
import { createApp } from "./app";
import { createPayments } from "./integrations/stripe/create-payments";
import { serveBuiltClient, serveViteDevClient } from "./client-serving";
import { appUrl, EnvError, parseEnv, publicUrl } from "./config/env";
import { trustedOrigins } from "./config/origins";
import { connect } from "./db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { applyMigrations } from "./db/migrate";
import { persistentSecret } from "./db/secrets";
import { createAiModel } from "./integrations/ai/create-ai-model";
import { createMailer } from "./integrations/mail/create-mailer";
import { createSms } from "./integrations/sms/create-sms";
import { createRecordingStorage } from "./integrations/storage/create-recording-storage";
import { createVideoStorage } from "./integrations/storage/create-video-storage";
import { allJobs } from "./jobs/all-jobs";
import { startJobs } from "./jobs/scheduler";
import { logger } from "./logger";

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const production = env.NODE_ENV === "production";
if (production && !appUrl(env).startsWith("https://")) {
  logger.warn(
    "APP_URL is not https: session cookies are sent without the Secure flag and HSTS is off. Serve the app over https and set APP_URL to its https address.",
  );
}
const dev = env.NODE_ENV === "development" && process.argv.includes("--vite");
let embedded: EmbeddedDatabase | undefined;

try {
  embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR);
} catch (error) {
  logger.fatal({ err: error }, "could not start the embedded PostgreSQL; set DATABASE_URL to use another server");
  process.exit(1);
}

const database = connect(env.DATABASE_URL ?? embedded!.url, env.DB_POOL_MAX);
await applyMigrations(database.pool);

const { sms, twilioClient } = createSms(env);
const mailer = createMailer(env);
const sessionSecret = env.SESSION_SECRET ?? persistentSecret(env.DATA_DIR, "session");
const videoStorage = createVideoStorage(env, sessionSecret);
const recordingStorage = createRecordingStorage(env);
const { app, readUser, finalize, close } = createApp({
  db: database.db,
  pool: database.pool,
  sessionSecret,
  production,
  trustProxy: env.TRUST_PROXY,
  adminEmails: env.ADMIN_EMAILS,
  mailer,
  sms,
  twilioClient,
  smsWebhook: { authToken: env.TWILIO_AUTH_TOKEN, publicUrl: publicUrl(env) },
  appUrl: appUrl(env),
  trustedOrigins: trustedOrigins(env),
  rateLimitScale: env.RATE_LIMIT_SCALE,
  showFeedsFromPrivateAddresses: env.SHOW_FEEDS_FROM_PRIVATE_ADDRESSES,
  ai: { model: createAiModel(env), dailyLimit: env.AI_DAILY_LIMIT },
  devServer: dev,
  videoStorage,
  recordingStorage,
  payments: createPayments(env),
});
const closeVite = dev ? await serveViteDevClient(app) : (serveBuiltClient(app, { readUser }), undefined);
finalize();
const stopJobs = startJobs(
  database.pool,
  allJobs({ pool: database.pool, db: database.db, mailer, appUrl: appUrl(env), twilioClient, videoStorage, recordingStorage }),
);

const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(`The comedy-writing toolkit is live at http://localhost:${port}`);
});

// Keep idle connections open longer than clients and load balancers do (commonly 60 s), so
// a reused connection is never closed by us at the moment a request is sent on it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("forcing shutdown after 10 s");
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  close();
  await stopJobs();
  await closeVite?.();
  await database.pool.end();
  await embedded?.stop();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

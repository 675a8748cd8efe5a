import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import type pg from "pg";
import { createPassport } from "./auth/passport";
import { refreshSessionDaily, SESSION_COOKIE, sessionMiddleware } from "./auth/session";
import { sessionUserScope } from "./auth/session-user";
import { databaseProbe } from "./db/availability";
import type { Db } from "./db/client";
import { accountLimits } from "./features/account/account.limits";
import { checkCredentials, findUser, loadSession } from "./features/account/account.service";
import { accountRoutes } from "./features/account/account.routes";
import { accountLifecycleRoutes } from "./features/account/account-lifecycle.routes";
import { aiLimits } from "./features/ai/ai.limits";
import { materialRoutes } from "./features/material/material.routes";
import { metricsRoutes } from "./features/metrics/metrics.routes";
import { watchPool } from "./observability/metrics";
import { aiRoutes } from "./features/ai/ai.routes";
import { adminUsersRoutes } from "./features/admin-users/admin-users.routes";
import { backupRoutes } from "./features/backups/backups.routes";
import type { BackupSettings } from "./features/backups/backups.service";
import { betaFeatureRoutes } from "./features/beta-features/beta-features.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { billingWebhookRoutes } from "./features/billing/billing-webhook.routes";
import { couponRoutes } from "./features/billing/coupons.routes";
import { freeTierExpiryRoutes } from "./features/billing/free-tier-expiry.routes";
import { chaosRoutes } from "./features/chaos/chaos.routes";
import { comedyShowRoutes } from "./features/comedy-shows/comedy-shows.routes";
import { startChaosLoop } from "./features/chaos/chaos.service";
import { createErrorAlerts } from "./features/error-logs/error-alerts.service";
import { errorLogRoutes } from "./features/error-logs/error-logs.routes";
import { recordError } from "./features/error-logs/error-logs.service";
import { videoRoutes } from "./features/videos/videos.routes";
import { uploadIsOpen } from "./features/videos/videos.service";
import { weeklyTodoRoutes } from "./features/weekly-todo/weekly-todo.routes";
import { healthRoutes } from "./features/health/health.routes";
import { createInsightsCache } from "./features/insights/insights-cache";
import { insightRoutes } from "./features/insights/insights.routes";
import { createJokeNoteListCache } from "./features/joke-notes/joke-notes-list-cache";
import { jokeNoteRoutes } from "./features/joke-notes/joke-notes.routes";
import { noteRoutes } from "./features/notes/notes.routes";
import { performanceRoutes } from "./features/performances/performances.routes";
import { OWN_BODY_PATHS, recordingRoutes } from "./features/recordings/recordings.routes";
import { transcriptRoutes } from "./features/transcripts/transcripts.routes";
import { setListRoutes } from "./features/set-lists/set-lists.routes";
import { phoneRoutes } from "./features/account/phone.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { siteSettingsRoutes } from "./features/site-settings/site-settings.routes";
import { smsInfoRoutes } from "./features/sms/sms-info.routes";
import { smsWebhookRoutes } from "./features/sms/sms-webhook.routes";
import { twilioAdminRoutes } from "./features/sms/twilio-admin.routes";
import { thoughtCategoryRoutes } from "./features/thoughts/thought-categories.routes";
import { thoughtRoutes } from "./features/thoughts/thoughts.routes";
import { crossSiteGuard } from "./http/cross-site-guard";
import { answerWithinOutage } from "./http/database-outage";
import { requestLog } from "./http/request-log";
import { API_VERSION, apiDocsRoutes } from "./features/api-docs/api-docs.routes";
import { CHECK_ANSWERS } from "./http/api-route";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { unlessPath } from "./http/unless-path";
import type { AiModel } from "./integrations/ai/ai-model";
import { noModel } from "./integrations/ai/no-model";
import type { Mailer } from "./integrations/mail/mailer";
import type { SmsSender } from "./integrations/sms/sms-sender";
import type { Payments } from "./integrations/stripe/payments";
import { localStorageRoutes } from "./integrations/storage/local-storage.routes";
import type { LocalVideoStorage } from "./integrations/storage/local-storage";
import type { ObjectStore } from "./integrations/storage/object-store";
import type { VideoStorage } from "./integrations/storage/video-storage";
import type { SmsNumbers } from "./integrations/sms/sms-numbers";

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  sessionSecret: string;
  production: boolean;
  trustProxy: boolean | number | string;
  /** Check every JSON answer against its contract and fail loudly when one drifts (tests). */
  checkAnswers?: boolean;
  adminEmails: string[];
  mailer: Mailer;
  sms: SmsSender;
  /** TWILIO_AUTH_TOKEN and the public address, for webhook signatures. */
  smsWebhook: { authToken?: string; publicUrl: string };
  /** A bearer token that may read GET /api/metrics beside admins (METRICS_TOKEN). */
  metricsToken?: string;
  /** Present when Twilio is configured: the admin SMS settings use it. */
  smsNumbers?: SmsNumbers;
  /** Public address used in links, without a trailing slash. Its scheme decides Secure cookies and HSTS. */
  appUrl: string;
  /** Origins allowed to send state-changing requests (see config/origins.ts). */
  trustedOrigins: string[];
  rateLimitScale?: number;
  /** Longest wait for a club's .ics feed in an admin's show import (default 10 s; tests shorten it). */
  showFeedTimeoutMs?: number;
  /** Let the admin's .ics import fetch feeds on loopback and private networks (SHOW_FEEDS_FROM_PRIVATE_ADDRESSES). */
  showFeedsFromPrivateAddresses?: boolean;
  /** The model behind the AI Writing Assistant (default none: local fallbacks) and its daily allowance per comedian. */
  ai?: { model: AiModel; dailyLimit: number };
  /** Bytes of serialised joke lists kept in memory (default 64 MiB; 0 turns the cache off). */
  listCacheBytes?: number;
  /** Bytes of serialised insights answers kept in memory (default 32 MiB; 0 turns the cache off). */
  insightsCacheBytes?: number;
  /** Seconds between expired-session sweeps; false to disable (tests). */
  sessionPruneSeconds?: number | false;
  /** Vite dev server in front: its inline HMR scripts need a looser CSP. */
  devServer?: boolean;
  /** Where uploaded videos go (S3 or the local folder). */
  videoStorage: VideoStorage;
  /** Where recordings' audio chunks go (the S3 bucket under recordings/, or DATA_DIR/recordings). */
  recordingStorage: ObjectStore;
  /** How often this instance checks for a chaos tick to fire (ms, default 1000); false turns the loop off (tests). */
  chaosPollMs?: number | false;
  /** Card payments (Stripe); absent: only a coupon that makes the price 0 changes a plan. */
  payments?: Payments;
  /** Where the backup job writes and copies (BACKUP_DIR, BACKUP_KEEP, BACKUP_SCHEDULE, the bucket); absent: no backup routes. */
  backups?: BackupSettings;
  /** Recorded sets' transcripts: on when the site has a transcription service; `nudge` wakes the queue when a set's audio completes. */
  transcripts?: { on: boolean; nudge: () => void };
}

/** Paths under /api that carry their own authentication and may be posted from anywhere. */
export const CROSS_SITE_EXEMPT = ["/sms/webhook", "/billing/webhook"];

export interface App {
  app: Express;
  /** Adds the error middleware; call after mounting the client (static files or the Vite dev server). */
  finalize: () => void;
  /** Reads the session and its user into `req.user`, as the API does, for a page route. */
  readUser: RequestHandler[];
  close: () => void;
}

/** Features the pages may use; everything else is off for this origin and any frame. */
const PERMISSIONS_POLICY = [
  "fullscreen=(self)",
  "screen-wake-lock=(self)",
  "clipboard-write=(self)",
  "camera=()",
  "microphone=(self)",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

export function createApp(options: AppOptions): App {
  const https = options.appUrl.startsWith("https://");
  // Presigned S3 URLs are on the store's origin: the browser uploads to it and plays from it.
  const storageOrigin = options.videoStorage.origin ? [options.videoStorage.origin] : [];
  const app = express();
  app.disable("x-powered-by");
  app.locals[CHECK_ANSWERS] = options.checkAnswers === true;
  app.use(requestLog);
  app.set("trust proxy", options.trustProxy);

  app.use(
    helmet({
      contentSecurityPolicy: options.devServer
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              fontSrc: ["'self'", "data:"],
              connectSrc: ["'self'", ...storageOrigin],
              mediaSrc: ["'self'", "blob:", ...storageOrigin],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: https ? [] : null,
            },
          },
      strictTransportSecurity: https,
      // Agrees with frame-ancestors 'none'.
      frameguard: { action: "deny" },
    }),
  );
  app.use((_req, res, next) => {
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  // JSON answers and index.html over 1 kB, compressed as they go (brotli at a fast level, or
  // gzip). Built assets arrive already compressed and are passed through untouched.
  app.use(compression({ threshold: 1024 }));

  const session = sessionMiddleware({
    pool: options.pool,
    loadSession: (sid) => loadSession(options.db, sid),
    secret: options.sessionSecret,
    // Derived from the address people use: a Secure cookie over plain http is dropped by the
    // browser, and nobody could sign in.
    secureCookie: https,
    pruneIntervalSeconds: options.sessionPruneSeconds ?? 15 * 60,
  });
  const passport = createPassport({
    checkCredentials: (credentials) => checkCredentials(options.db, credentials),
    findUser: (id) => findUser(options.db, id),
  });
  // The session and its user, read in one statement (the store hands the user to passport).
  const readUser: RequestHandler[] = [sessionUserScope, session.middleware, passport.session() as RequestHandler];
  const limits = accountLimits(options.pool, options.rateLimitScale ?? 1);
  const alerts = createErrorAlerts({ db: options.db, mailer: options.mailer, appUrl: options.appUrl });
  const chaosDeps = { db: options.db, alerts };
  const stopChaosLoop = options.chaosPollMs === false ? undefined : startChaosLoop(chaosDeps, options.chaosPollMs ?? 1000);

  const api = express.Router();
  const probe = databaseProbe(options.pool);
  watchPool(options.pool);
  // While the database is away every request is answered within about 2 s, never left hanging.
  api.use(answerWithinOutage(probe));
  // API answers are personal: never stored by a browser or proxy unless a route says otherwise
  // (the joke list revalidates with its ETag).
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  if (options.videoStorage.kind === "local") {
    // Signed URLs carry their own authorisation; the bodies are video files, streamed to disk.
    api.use("/storage", localStorageRoutes(options.videoStorage as LocalVideoStorage, (objectPath) => uploadIsOpen(options.db, objectPath)));
  }
  // Stripe signs the raw body, so its webhook reads the body itself.
  api.use(billingWebhookRoutes({ db: options.db, payments: options.payments }));
  // An import, a recording's chunk and its finish read their own bodies once the comedian is known.
  const ownBodies = ["/import", OWN_BODY_PATHS];
  api.use(unlessPath(ownBodies, express.json({ limit: "1mb" })));
  api.use(unlessPath(ownBodies, express.urlencoded({ extended: false, limit: "1mb" })));
  api.use(healthRoutes(probe));
  api.use(apiDocsRoutes(API_VERSION));
  api.use(crossSiteGuard(options.trustedOrigins, CROSS_SITE_EXEMPT, SESSION_COOKIE));
  api.use(readUser);
  api.use(refreshSessionDaily);
  api.use(metricsRoutes(options.metricsToken));
  const lifecycle = { db: options.db, mailer: options.mailer, appUrl: options.appUrl, recordingStorage: options.recordingStorage };
  api.use(accountRoutes({ ...lifecycle, passport, limits, adminEmails: options.adminEmails, secureCookie: https }));
  api.use(accountLifecycleRoutes({ ...lifecycle, limits }));
  const listCache = createJokeNoteListCache(options.pool, options.listCacheBytes ?? 64 * 1024 * 1024);
  api.use("/joke-notes", jokeNoteRoutes(options.db, listCache));
  api.use("/notes", noteRoutes(options.db));
  api.use("/set-lists", setListRoutes(options.db));
  api.use("/insights", insightRoutes(options.db, createInsightsCache(options.insightsCacheBytes ?? 32 * 1024 * 1024)));
  const recordingDeps = { db: options.db, storage: options.recordingStorage };
  api.use(performanceRoutes(options.db));
  const transcripts = options.transcripts ?? { on: false, nudge: () => undefined };
  api.use(recordingRoutes({ ...recordingDeps, onAudioComplete: transcripts.nudge }));
  api.use(transcriptRoutes({ ...recordingDeps, transcriptsOn: transcripts.on, nudge: transcripts.nudge }));
  api.use("/thought-categories", thoughtCategoryRoutes(options.db));
  api.use("/thoughts", thoughtRoutes(options.db));
  api.use(phoneRoutes(options.db, options.pool, options.sms, options.rateLimitScale ?? 1));
  api.use(smsInfoRoutes(options.sms));
  api.use(smsWebhookRoutes(options.db, { ...options.smsWebhook, production: options.production }));
  api.use(twilioAdminRoutes(options.smsNumbers, options.smsWebhook.publicUrl));
  api.use(siteSettingsRoutes(options.db));
  api.use(betaFeatureRoutes(options.db));
  api.use(profileRoutes(options.db));
  const ai = options.ai ?? { model: noModel(), dailyLimit: 50 };
  api.use(aiRoutes({ db: options.db, model: ai.model, limits: aiLimits(options.pool, ai.dailyLimit, options.rateLimitScale ?? 1) }));
  api.use(errorLogRoutes({ db: options.db, pool: options.pool, alerts, rateLimitScale: options.rateLimitScale ?? 1 }));
  api.use(adminUsersRoutes(options.db, options.mailer.kind));
  api.use(chaosRoutes(chaosDeps));
  api.use(comedyShowRoutes(options.db, { timeoutMs: options.showFeedTimeoutMs, privateAddresses: options.showFeedsFromPrivateAddresses }));
  api.use("/videos", videoRoutes({ db: options.db, storage: options.videoStorage }));
  api.use(couponRoutes(options.db));
  api.use(billingRoutes({ db: options.db, payments: options.payments, appUrl: options.appUrl }));
  api.use(
    freeTierExpiryRoutes({ db: options.db, pool: options.pool, mailer: options.mailer, appUrl: options.appUrl, recordingStorage: options.recordingStorage }),
  );
  if (options.backups) api.use(backupRoutes({ db: options.db, pool: options.pool, backups: options.backups }));
  api.use(weeklyTodoRoutes({ db: options.db, mailer: options.mailer, appUrl: options.appUrl, smsNumbers: options.smsNumbers }));
  api.use(materialRoutes(options.db));
  api.use(apiNotFound);

  app.use("/api", api);

  return {
    app,
    readUser,
    finalize: () => {
      app.use(errorHandler((error) => recordError(options.db, { ...error, severity: "high" }, alerts)));
    },
    close: () => {
      session.close();
      void stopChaosLoop?.();
    },
  };
}

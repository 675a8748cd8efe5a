import express, { type Express } from "express";
import type twilio from "twilio";
import helmet from "helmet";
import type pg from "pg";
import { createPassport } from "./auth/passport";
import { refreshSessionDaily, sessionMiddleware } from "./auth/session";
import type { Db } from "./db/client";
import { accountLimits } from "./features/account/account.limits";
import { accountRoutes } from "./features/account/account.routes";
import { accountLifecycleRoutes } from "./features/account/account-lifecycle.routes";
import { betaFeatureRoutes } from "./features/beta-features/beta-features.routes";
import { healthRoutes } from "./features/health/health.routes";
import { createJokeNoteListCache } from "./features/joke-notes/joke-notes-list-cache";
import { jokeNoteRoutes } from "./features/joke-notes/joke-notes.routes";
import { phoneRoutes } from "./features/phone/phone.routes";
import { siteSettingsRoutes } from "./features/site-settings/site-settings.routes";
import { smsInfoRoutes } from "./features/sms/sms-info.routes";
import { smsWebhookRoutes } from "./features/sms/sms-webhook.routes";
import { twilioAdminRoutes } from "./features/sms/twilio-admin.routes";
import { crossSiteGuard } from "./http/cross-site-guard";
import { apiNotFound, errorHandler } from "./http/error-handler";
import type { Mailer } from "./integrations/mail/mailer";
import type { SmsSender } from "./integrations/sms/sms-sender";

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  sessionSecret: string;
  production: boolean;
  trustProxy: boolean | number | string;
  adminEmails: string[];
  mailer: Mailer;
  sms: SmsSender;
  /** TWILIO_AUTH_TOKEN and the public address, for webhook signatures. */
  smsWebhook: { authToken?: string; publicUrl: string };
  /** Present when Twilio is configured: the admin SMS settings use it. */
  twilioClient?: twilio.Twilio;
  /** Public address used in links, without a trailing slash. */
  appUrl: string;
  rateLimitScale?: number;
  /** Bytes of serialised joke lists kept in memory (default 64 MiB; 0 turns the cache off). */
  listCacheBytes?: number;
  /** Seconds between expired-session sweeps; false to disable (tests). */
  sessionPruneSeconds?: number | false;
  /** Vite dev server in front: its inline HMR scripts need a looser CSP. */
  devServer?: boolean;
}

/** Paths under /api that carry their own authentication and may be posted from anywhere. */
export const CROSS_SITE_EXEMPT = ["/sms/webhook"];

export interface App {
  app: Express;
  /** Adds the error middleware; call after mounting the client (static files or the Vite dev server). */
  finalize: () => void;
  close: () => void;
}

export function createApp(options: AppOptions): App {
  const app = express();
  app.disable("x-powered-by");
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
              connectSrc: ["'self'"],
              mediaSrc: ["'self'", "blob:"],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: options.production ? [] : null,
            },
          },
      strictTransportSecurity: options.production,
    }),
  );

  const session = sessionMiddleware({
    pool: options.pool,
    secret: options.sessionSecret,
    secureCookie: options.production,
    pruneIntervalSeconds: options.sessionPruneSeconds ?? 15 * 60,
  });
  const passport = createPassport(options.db);
  const limits = accountLimits(options.pool, options.rateLimitScale ?? 1);

  const api = express.Router();
  api.use(express.json({ limit: "1mb" }));
  api.use(express.urlencoded({ extended: false, limit: "1mb" }));
  api.use(healthRoutes(options.db));
  api.use(crossSiteGuard(CROSS_SITE_EXEMPT));
  api.use(session.middleware);
  api.use(passport.session());
  api.use(refreshSessionDaily);
  const lifecycle = { db: options.db, mailer: options.mailer, appUrl: options.appUrl };
  api.use(accountRoutes({ ...lifecycle, passport, limits, adminEmails: options.adminEmails }));
  api.use(accountLifecycleRoutes({ ...lifecycle, limits }));
  const listCache = createJokeNoteListCache(options.pool, options.listCacheBytes ?? 64 * 1024 * 1024);
  api.use("/joke-notes", jokeNoteRoutes(options.db, listCache));
  api.use(phoneRoutes(options.db, options.pool, options.sms, options.rateLimitScale ?? 1));
  api.use(smsInfoRoutes(options.sms));
  api.use(smsWebhookRoutes(options.db, { ...options.smsWebhook, production: options.production }));
  api.use(twilioAdminRoutes(options.twilioClient, options.smsWebhook.publicUrl));
  api.use(siteSettingsRoutes(options.db));
  api.use(betaFeatureRoutes(options.db));
  api.use(apiNotFound);

  app.use("/api", api);

  return {
    app,
    finalize: () => {
      app.use(errorHandler(options.db));
    },
    close: () => session.close(),
  };
}

import path from "node:path";
import cron from "node-cron";
import { z } from "zod";

/** Blank values in a .env file mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const commaList = z
  .string()
  .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean));

/** `TRUST_PROXY`: false (default), true, a hop count, or a list of addresses/subnets for Express. */
const trustProxy = z.string().transform((v, ctx): boolean | number | string => {
  const value = v.trim();
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[\w.:/, -]+$/.test(value)) return value;
  ctx.addIssue({ code: "custom", message: "must be true, false, a hop count or a list of addresses" });
  return z.NEVER;
});

/** `BACKUP_SCHEDULE`: a cron expression (node-cron: five fields, or six with seconds), or `off` (null). */
const cronOrOff = z.string().transform((v, ctx): string | null => {
  const value = v.trim();
  if (value.toLowerCase() === "off") return null;
  if (cron.validate(value)) return value;
  ctx.addIssue({ code: "custom", message: 'must be a cron expression such as "30 2 * * *" (minute hour day month weekday), or off' });
  return z.NEVER;
});

/** Each setting on its own, before the rules that tie settings together. */
const envFields = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(5000),
  HOST: optional(z.string()).default("0.0.0.0"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
  DATA_DIR: optional(z.string()).default("./.data"),
  /** Where `npm run db:backup` and the backup-database job write; default DATA_DIR/backups. */
  BACKUP_DIR: optional(z.string()),
  /** When the backup-database job runs (server time); `off` (null) turns it off. */
  BACKUP_SCHEDULE: optional(cronOrOff).default("30 2 * * *"),
  /** How many of its own backups the job keeps, on disk and in the bucket. */
  BACKUP_KEEP: optional(z.coerce.number().int().min(1).max(1000)).default(14),
  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  TRUST_PROXY: optional(trustProxy).default(false),
  ADMIN_EMAILS: optional(commaList).default([]),
  APP_URL: optional(z.url()),
  /** The address Twilio calls; signatures are checked against it. Defaults to APP_URL. */
  PUBLIC_URL: optional(z.url()),
  /** Default info (silent under NODE_ENV=test). */
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  /** Default pretty (readable lines) outside production, json in production. */
  LOG_FORMAT: optional(z.enum(["pretty", "json"])),
  /** A bearer token that may read GET /api/metrics (admins may always). */
  METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()).default("Comedy Toolkit <no-reply@comedy-toolkit.local>"),
  TWILIO_ACCOUNT_SID: optional(z.string()),
  TWILIO_AUTH_TOKEN: optional(z.string()),
  TWILIO_PHONE_NUMBER: optional(z.string().regex(/^\+\d{8,15}$/, "must be an E.164 number such as +15551234567")),
  /** Sends the twilio library's API calls to another Twilio-compatible server (tests, proxies). */
  TWILIO_API_BASE_URL: optional(z.url()),
  /** Video storage: an S3-compatible bucket; unset keeps videos under DATA_DIR/videos. */
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name")),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, "must be a region such as us-east-1")).default("us-east-1"),
  S3_ENDPOINT: optional(z.url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Card payments (Stripe): all four or none. Unset: only a coupon that makes the price 0 changes a plan. */
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_PRICE_BASIC: optional(z.string().regex(/^price_\w+$/, "must be a Stripe price id such as price_123")),
  STRIPE_PRICE_PREMIUM: optional(z.string().regex(/^price_\w+$/, "must be a Stripe price id such as price_123")),
  /** Sends the stripe library's API calls to another Stripe-compatible server (tests). */
  STRIPE_API_BASE_URL: optional(z.url().regex(/^https?:\/\//, "must start with http:// or https://")),
  /** The admin's .ics import may fetch feeds on loopback and private networks (a club's calendar on the LAN). */
  SHOW_FEEDS_FROM_PRIVATE_ADDRESSES: optional(z.enum(["true", "false"]).transform((v) => v === "true")).default(false),
  RATE_LIMIT_SCALE: optional(z.coerce.number().int().min(1).max(10_000)).default(1),
  DB_POOL_MAX: optional(z.coerce.number().int().min(1).max(200)).default(10),
  /** How long a request may wait for a database connection before it is answered 503. */
  DB_POOL_WAIT_MS: optional(z.coerce.number().int().min(100).max(60_000)).default(5_000),
  /** How long one statement of a request may run before it is stopped and answered 503 (imports, exports, backups and jobs have their own). */
  DB_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(5_000),
  /** On SIGTERM or SIGINT, how long requests in flight and a running job may take to finish. */
  SHUTDOWN_GRACE_SECONDS: optional(z.coerce.number().int().min(0).max(600)).default(10),
  /** Any OpenAI-compatible server; unset key: the AI features use their local fallbacks. */
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url().regex(/^https?:\/\//, "must start with http:// or https://")),
  OPENAI_MODEL: optional(z.string()).default("gpt-4o-mini"),
  AI_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(300)).default(20),
  AI_DAILY_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(50),
  /** Any OpenAI-compatible speech-to-text server for recorded sets' transcripts; unset: OPENAI_BASE_URL / OPENAI_API_KEY, and without a key transcripts are off. */
  TRANSCRIPTION_BASE_URL: optional(z.url().regex(/^https?:\/\//, "must start with http:// or https://")),
  TRANSCRIPTION_API_KEY: optional(z.string()),
  TRANSCRIPTION_MODEL: optional(z.string()).default("whisper-1"),
  /** How many pieces of audio one instance sends to the service at once. */
  TRANSCRIPTION_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)).default(2),
  /** How long one piece may take the service before it is tried again later. */
  TRANSCRIPTION_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(10).max(3600)).default(600),
});

/** The logger's own settings: read even when another setting is wrong, so that error is logged as configured. */
export const logSettingsSchema = envFields.pick({ NODE_ENV: true, LOG_LEVEL: true, LOG_FORMAT: true });

export const envSchema = envFields.superRefine((env, ctx) => {
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_BASIC, env.STRIPE_PRICE_PREMIUM];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_SECRET_KEY"],
      message: "set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC and STRIPE_PRICE_PREMIUM together, or none of them",
    });
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_PHONE_NUMBER];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["TWILIO_ACCOUNT_SID"],
      message: "set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER together, or none of them",
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_ACCESS_KEY_ID"],
      message: "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (to use the default AWS credentials)",
    });
  }
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when other S3_ settings are given" });
  }
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value names its variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  // One line per bad setting, naming it: "PORT: Invalid input: expected number, received NaN".
  const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(lines.join("\n"));
}

/**
 * The environment for a process starting up (the app, db:backup, db:restore): a bad value
 * prints the EnvError (one line per bad setting, naming it, no stack) and exits 1.
 */
export function parseEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** BACKUP_DIR, or DATA_DIR/backups, as an absolute path. */
export function backupDir(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : appUrl(env);
}

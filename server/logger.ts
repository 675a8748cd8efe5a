import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { logSettingsSchema } from "./config/env";

/**
 * Read with the same rules as the rest of the environment, but on their own: another invalid
 * setting (reported, and stopping start-up, in index.ts) leaves the log settings as given.
 * Only an invalid log setting itself falls back to the defaults.
 */
const parsed = logSettingsSchema.safeParse(process.env);
const env = parsed.success ? parsed.data : undefined;
const nodeEnv = env?.NODE_ENV ?? "development";

/** The request a log line is written for: every line written while serving it carries its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Readable lines in development (terminal, pipe, systemd or container alike); one JSON object a line in production. */
const format = env?.LOG_FORMAT ?? (nodeEnv === "production" ? "json" : "pretty");
const level = env?.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info");

export const logger = pino({
  level,
  redact: ["req.headers.cookie", "password", "*.password"],
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { reqId: scope.requestId } : {};
  },
  // A silent logger (the tests) starts no formatting thread.
  ...(format === "pretty" && level !== "silent"
    ? {
        transport: {
          target: "pino-pretty",
          options: {
            translateTime: "SYS:HH:MM:ss",
            ignore: "pid,hostname",
            // Colours only where a person is looking at a terminal.
            colorize: process.stdout.isTTY,
            singleLine: true,
          },
        },
      }
    : {}),
});

export type Logger = typeof logger;

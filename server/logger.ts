import pino from "pino";
import { envSchema } from "./config/env";

/**
 * Read from the same parsed environment as the rest of the server. An invalid environment is
 * reported (and stops start-up) in index.ts; until then the logger uses the defaults.
 */
const parsed = envSchema.safeParse(process.env);
const env = parsed.success ? parsed.data : undefined;
const nodeEnv = env?.NODE_ENV ?? "development";

export const logger = pino({
  level: env?.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
  redact: ["req.headers.cookie", "password", "*.password"],
  // Readable lines for a person at a terminal in development; JSON lines everywhere else.
  ...(nodeEnv === "development" && process.stdout.isTTY
    ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
    : {}),
});

export type Logger = typeof logger;

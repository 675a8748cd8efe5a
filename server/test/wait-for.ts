import { vi } from "vitest";
import { logger } from "../logger";

export interface WaitOptions {
  /** How long the condition has to come true (default 10 s: a busy machine, not a slow product). */
  timeoutMs?: number;
  /** What was waited for, said in the failure. */
  message: string;
  /** Between checks (default 20 ms). */
  everyMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks `condition` until it gives something other than false/undefined/null, and returns that;
 * past the time limit, fails saying what was waited for (and the last error the check threw).
 */
export async function waitFor<T>(condition: () => T | Promise<T>, { timeoutMs = 10_000, message, everyMs = 20 }: WaitOptions): Promise<Exclude<T, false | undefined | null>> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value !== false && value !== undefined && value !== null) return value as Exclude<T, false | undefined | null>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeoutMs) {
      const why = lastError === undefined ? "" : ` (last check threw: ${lastError instanceof Error ? lastError.message : JSON.stringify(lastError)})`;
      throw new Error(`Waited ${timeoutMs} ms for ${message}${why}`);
    }
    await pause(everyMs);
  }
}

/** Settles with `promise`, or fails saying what was waited for once `timeoutMs` has passed. */
export async function within<T>(promise: PromiseLike<T>, { timeoutMs = 10_000, message }: Omit<WaitOptions, "everyMs">): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Waited ${timeoutMs} ms for ${message}`)), timeoutMs)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Level = "error" | "warn" | "info";
export interface LogLine {
  level: Level;
  message: string;
  fields: Record<string, unknown>;
}

/**
 * Keeps every line the server logs at info, warn and error from now on (the tests' logger is
 * silent, so nothing is printed); `next` waits for one that matches, among those already kept
 * or still to come. `stop` puts the logger back.
 */
export function recordLogLines() {
  const lines: LogLine[] = [];
  const spies = (["error", "warn", "info"] as const).map((level) =>
    vi.spyOn(logger, level).mockImplementation(((first: unknown, second?: unknown) => {
      const [fields, message] = typeof first === "string" ? [{}, first] : [(first ?? {}) as Record<string, unknown>, typeof second === "string" ? second : ""];
      lines.push({ level, message, fields });
    })),
  );
  return {
    lines,
    /** The first line kept (or to come) whose message matches; fails after `timeoutMs` saying what was awaited. */
    next: (match: RegExp, options: Partial<WaitOptions> = {}) =>
      waitFor(() => lines.find((line) => match.test(line.message)), { message: `a log line matching ${match}`, ...options }),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

import type { reportClientError } from "@/data/error-logs/endpoints";

/** What the browser sends to POST /api/client-errors, as the contract declares it. */
export type CrashReport = Parameters<typeof reportClientError>[0]["body"];

/** Caps that keep a report well under the server's 64 kB (it cuts longer fields itself). */
const CAP = { message: 1_000, stack: 8_000, url: 2_000, componentStack: 4_000 };
/** Reports from one page load; a crash loop sends these and no more. */
export const MAX_REPORTS_PER_PAGE = 10;
/** Noise browsers raise that says nothing about our code. */
const IGNORED = [/ResizeObserver loop/i, /^Script error\.?$/];

/** A thrown value of any kind as a report, or null when it is not worth sending. */
export function toCrashReport(kind: CrashReport["kind"], thrown: unknown, url: string, componentStack?: string | null): CrashReport | null {
  const error = thrown instanceof Error ? thrown : undefined;
  const raw = error ? error.message || error.name : typeof thrown === "string" ? thrown : safeString(thrown);
  const message = (raw || "Unknown error").slice(0, CAP.message);
  if (IGNORED.some((pattern) => pattern.test(message))) return null;
  return {
    kind,
    message: error && error.name && error.name !== "Error" && !message.startsWith(error.name) ? `${error.name}: ${message}`.slice(0, CAP.message) : message,
    ...(error?.stack ? { stack: error.stack.slice(0, CAP.stack) } : {}),
    url: url.slice(0, CAP.url),
    ...(componentStack ? { componentStack: componentStack.slice(0, CAP.componentStack) } : {}),
  };
}

function safeString(value: unknown): string {
  try {
    if (value !== null && (typeof value === "object" || typeof value === "function")) return JSON.stringify(value) ?? "";
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Lets a report through unless the same one was sent already or the page has sent its share. */
export function reportGate(limit = MAX_REPORTS_PER_PAGE) {
  const seen = new Set<string>();
  return (report: CrashReport): boolean => {
    const key = `${report.message}\n${report.stack?.split("\n")[1] ?? ""}`;
    if (seen.has(key) || seen.size >= limit) return false;
    seen.add(key);
    return true;
  };
}

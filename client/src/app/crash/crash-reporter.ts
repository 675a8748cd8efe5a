import { reportClientError } from "@/data/error-logs/endpoints";
import { reportGate, toCrashReport, type CrashReport } from "./crash-report";

const pass = reportGate();

/**
 * Sends a crash to the server's error log, so a comedian's broken page is seen in Error
 * Monitoring. Never throws and never waits: a report that cannot be sent is dropped.
 */
export function reportCrash(kind: CrashReport["kind"], thrown: unknown, componentStack?: string | null): void {
  try {
    const report = toCrashReport(kind, thrown, window.location.href, componentStack);
    if (!report || !pass(report)) return;
    void reportClientError({ body: report }).catch(() => undefined);
  } catch {
    // Reporting must never be the next crash.
  }
}

/** Window-level errors and unhandled promise rejections; the error boundary reports render crashes. */
export function installCrashReporter(): void {
  window.addEventListener("error", (event) => reportCrash("error", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportCrash("unhandledrejection", event.reason));
}

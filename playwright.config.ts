import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2ePorts } from "./e2e/ports";

const port = e2ePorts().app;

/**
 * Debian's Chromium (CHROMIUM_PATH, else its headless shell, else the full browser), else
 * Playwright's own. The headless shell is the same engine without the browser's own interface,
 * as Playwright runs headless tests by default: the same run takes about a third less time.
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found && process.env.CI) {
    throw new Error("No Chromium found for the e2e tests (set CHROMIUM_PATH or install chromium); CI never skips them.");
  }
  return found;
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // On CI a failed test gets one more try (the ecosystem's default), and .ci/run lists every
  // test that needed it (scripts/list-retried-tests.mjs): each one is a bug to fix, not to live with.
  retries: process.env.CI ? 1 : 0,
  // A test's whole time, not a measure of speed (bench/ measures that): on a busy machine the
  // longer flows (an axe scan of each page, a dialog round trip) ran past 30 s while making
  // steady progress, so a test has a minute before it counts as stuck.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The service worker (which fetches the whole app shell on a first visit) runs only in
    // the offline tests, which allow it; elsewhere each test sees the network as it is.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
  ],
  webServer: {
    command: "node --import tsx e2e/serve.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});

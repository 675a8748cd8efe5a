/**
 * The ports of one e2e run, all derived from E2E_PORT so that runs side by side on one
 * machine keep apart: the app, the peers' inbox (mail and texts the app sent), and a
 * second app instance on the same database with no SMS service configured and with a
 * (local) AI model: `appWithModel` is the same instance, named for what a test uses it for.
 * A third instance reaches the database through a proxy a test can cut (`appWithOutage`).
 */
export function e2ePorts(env: NodeJS.ProcessEnv = process.env) {
  const app = Number(env.E2E_PORT ?? 5099);
  return { app, peersInbox: app + 10_000, appWithoutSms: app + 20_000, appWithModel: app + 20_000, appWithOutage: app + 30_000 };
}

import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../app";
import { serveBuiltClient } from "../client-serving";
import { connect, type Database } from "../db/client";
import { outboxMailer } from "../integrations/mail/outbox-mailer";
import { logSms } from "../integrations/sms/log-sms";
import { localObjectStore } from "../integrations/storage/local-object-store";
import { localVideoStorage } from "../integrations/storage/local-storage";
import { databaseUrl, withAdminClient } from "./database-server";

export interface TestApp extends Database {
  app: ReturnType<typeof createApp>["app"];
  /** This test file's own database, for a second pool standing in for another app instance. */
  url: string;
  /** The folder the local driver keeps recordings' audio in (unless the test gave another store). */
  recordingDir: string;
  /**
   * A supertest agent that keeps cookies and, as a browser on the site does, names the site in
   * `Origin` (a test of a request without it calls `.unset("Origin")`); each comes from its own
   * client address unless one is given.
   */
  agent: (clientIp?: string) => supertest.Agent;
  /**
   * Another app instance on the same database (its own pool), as a second server behind a load
   * balancer; `overrides` as createTestApp's. Close it before the test app.
   */
  anotherInstance: (overrides?: Partial<AppOptions>) => { app: ReturnType<typeof createApp>["app"]; close: () => Promise<void> };
  close: () => Promise<void>;
}

/**
 * A fresh database copied from the migrated template, and an app on it; `clientDir`: a built
 * client served as `npm start` serves it.
 */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  {
    clientDir,
    reachDatabase = (url) => url,
  }: {
    clientDir?: string;
    /** The address the app uses for this file's database (a test may put a relay in between). */
    reachDatabase?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `toolkit_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`),
  );
  const url = databaseUrl(adminUrl, name);
  const database = connect(reachDatabase(url), 5);
  const videoDir = path.join(tmpdir(), `toolkit-test-videos-${name}`);
  const recordingDir = path.join(tmpdir(), `toolkit-test-recordings-${name}`);
  const backupDir = path.join(tmpdir(), `toolkit-test-backups-${name}`);
  const options: AppOptions = {
    db: database.db,
    pool: database.pool,
    sessionSecret: "test-secret-that-is-at-least-32-characters",
    checkAnswers: true,
    production: false,
    // Requests come from loopback; X-Forwarded-For then names the client, so tests can vary it.
    trustProxy: "loopback",
    adminEmails: [],
    mailer: outboxMailer(path.join(tmpdir(), "toolkit-test-outbox"), "test@example.com"),
    appUrl: "http://toolkit.test",
    trustedOrigins: ["http://toolkit.test"],
    sms: logSms(),
    smsWebhook: { publicUrl: "http://toolkit.test" },
    sessionPruneSeconds: false,
    chaosPollMs: false,
    videoStorage: localVideoStorage(videoDir, "test-video-url-secret"),
    recordingStorage: localObjectStore(recordingDir),
    backups: { dir: backupDir, keep: 14, schedule: "30 2 * * *" },
    ...overrides,
  };
  const built = createApp(options);
  const siteOrigin = options.trustedOrigins[0] ?? new URL(options.appUrl).origin;
  if (clientDir) serveBuiltClient(built.app, { dir: clientDir, readUser: built.readUser });
  built.finalize();
  return {
    ...database,
    url,
    recordingDir,
    app: built.app,
    agent: (clientIp = randomIp()) => supertest.agent(built.app).set("X-Forwarded-For", clientIp).set("Origin", siteOrigin),
    anotherInstance: (more = {}) => {
      const second = connect(reachDatabase(url), 5);
      const twin = createApp({ ...options, db: second.db, pool: second.pool, ...more });
      twin.finalize();
      return {
        app: twin.app,
        close: async () => {
          twin.close();
          await second.pool.end();
        },
      };
    },
    close: async () => {
      built.close();
      await database.pool.end();
      await rm(videoDir, { recursive: true, force: true });
      await rm(recordingDir, { recursive: true, force: true });
      await rm(backupDir, { recursive: true, force: true });
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const randomIp = () => `10.${[...randomBytes(3)].join(".")}`;

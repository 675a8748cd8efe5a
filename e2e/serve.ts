// Starts the built app for the e2e run on a fresh database (a new database on
// DATABASE_URL's server when set, else a throwaway embedded PostgreSQL), with real
// protocol peers on 127.0.0.1 for the outside services: an SMTP server for mail and a
// server speaking Twilio's API for texts. What they receive is readable by the tests
// over HTTP (GET /mail, GET /texts), since the tests run in other processes. POST /tier
// sets an account's subscription tier in this run's database (see tier-endpoint.ts); POST
// /seed-notes gives an account thousands of notes at once (see seed-notes-endpoint.ts); POST
// /expiry brings an account's joke-note expiry closer (expiry-endpoint.ts).
// A second instance of the app shares the database but has no SMS service, for the
// screens that must cope without one, and has a model for the AI Writing Assistant: a
// local chat-completions peer (GET /ai lists what reached it). The first instance has no
// model, so the writing room there runs on its fallbacks. Sessions live in PostgreSQL, so
// one sign-in serves both. The second instance's BACKUP_DIR cannot be made (a file stands
// where its folder would be), so a backup started there fails for real. A third instance,
// without SMS like a default install, reaches the database through a proxy that POST
// /database { up } cuts and mends (database-endpoint.ts), for the pages during an outage.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { databaseUrl, testDatabaseServer, withAdminClient } from "../server/test/database-server";
import { startOpenAiPeer } from "../server/test/openai-peer";
import { startSmtpPeer } from "../server/test/smtp-peer";
import { startTwilioPeer } from "../server/test/twilio-peer";
import { e2ePorts } from "./ports";
import { handleSeedNotesRequest } from "./seed-notes-endpoint";
import { handleTierRequest } from "./tier-endpoint";
import { handleExpiryRequest } from "./expiry-endpoint";
import { startDatabaseProxy } from "../server/test/database-proxy";
import { handleDatabaseRequest } from "./database-endpoint";
import { E2E_TWILIO } from "./twilio-numbers";

const ports = e2ePorts();
const database = await testDatabaseServer();
const name = `toolkit_e2e_${process.pid}`;
await withAdminClient(database.adminUrl, async (client) => {
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
});
const dataDir = mkdtempSync(path.join(tmpdir(), "toolkit-e2e-"));
process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
const notAFolder = path.join(dataDir, "not-a-folder");
writeFileSync(notAFolder, "A file where the second instance's backups folder would be.\n");

const smtp = await startSmtpPeer();
const twilio = await startTwilioPeer(E2E_TWILIO.accountSid, E2E_TWILIO.authToken, E2E_TWILIO.numbers(), {
  undeliverable: [E2E_TWILIO.undeliverableNumber],
});
const openai = await startOpenAiPeer();
const appDatabaseUrl = databaseUrl(database.adminUrl, name);
const databaseProxy = await startDatabaseProxy(database.adminUrl);
const inbox = http.createServer((req, res) => {
  if (handleTierRequest(appDatabaseUrl, req, res)) return;
  if (handleSeedNotesRequest(appDatabaseUrl, req, res)) return;
  if (handleExpiryRequest(appDatabaseUrl, req, res)) return;
  if (handleDatabaseRequest(databaseProxy, req, res)) return;
  const body = { "/mail": smtp.inbox, "/texts": twilio.messages, "/ai": openai.received }[req.url ?? ""];
  res.writeHead(body ? 200 : 404, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body ?? { message: "GET /mail, /texts or /ai" }));
});
await new Promise<void>((resolve) => inbox.listen(ports.peersInbox, "127.0.0.1", resolve));

const common: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  RATE_LIMIT_SCALE: "1000",
  // The shows tests serve a club's .ics feed from 127.0.0.1.
  SHOW_FEEDS_FROM_PRIVATE_ADDRESSES: "true",
  DATABASE_URL: appDatabaseUrl,
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString("hex"),
  SMTP_URL: smtp.url,
  // No model: the writing room runs on its local fallbacks, whatever the shell has set.
  OPENAI_API_KEY: "",
};
const children: ChildProcess[] = [];
let stopping = false;

function startApp(port: number, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: { ...common, ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: "inherit",
  });
  children.push(child);
  child.on("exit", (code) => void stop(code ?? 1));
}

async function healthy(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!stopping) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the app on port ${port} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops both apps, then the peers and the database; the first exit (or signal) decides the code. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(running.map((child) => once(child, "exit")));
  await Promise.allSettled([
    smtp.stop(),
    twilio.stop(),
    openai.stop(),
    databaseProxy.close(),
    new Promise((resolve) => inbox.close(resolve)),
    withAdminClient(database.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  ]);
  await database.stop();
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

// One at a time: the first applies the migrations. Playwright waits for the second.
try {
  startApp(ports.appWithoutSms, {
    TWILIO_ACCOUNT_SID: "",
    TWILIO_AUTH_TOKEN: "",
    TWILIO_PHONE_NUMBER: "",
    OPENAI_API_KEY: "e2e-key",
    OPENAI_BASE_URL: openai.url,
    OPENAI_MODEL: "e2e-model",
    BACKUP_DIR: path.join(notAFolder, "backups"),
  });
  await healthy(ports.appWithoutSms);
  startApp(ports.appWithOutage, {
    DATABASE_URL: databaseProxy.url(name),
    TWILIO_ACCOUNT_SID: "",
    TWILIO_AUTH_TOKEN: "",
    TWILIO_PHONE_NUMBER: "",
  });
  await healthy(ports.appWithOutage);
  startApp(ports.app, {
    PUBLIC_URL: E2E_TWILIO.publicUrl,
    TWILIO_ACCOUNT_SID: E2E_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
    TWILIO_PHONE_NUMBER: E2E_TWILIO.captureNumber,
    TWILIO_API_BASE_URL: twilio.url,
  });
} catch (error) {
  console.error(error);
  await stop(1);
}

// Starts the built app for the e2e run on a fresh database (a new database on
// DATABASE_URL's server when set, else a throwaway embedded PostgreSQL), with a local
// server speaking Twilio's API standing in for Twilio.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startTwilioPeer } from "../server/test/twilio-peer";
import { E2E_TWILIO } from "./twilio-numbers";

const port = process.env.E2E_PORT ?? "5099";
const twilio = await startTwilioPeer(E2E_TWILIO.accountSid, E2E_TWILIO.authToken, E2E_TWILIO.numbers());
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  RATE_LIMIT_SCALE: "1000",
  PUBLIC_URL: E2E_TWILIO.publicUrl,
  TWILIO_ACCOUNT_SID: E2E_TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
  TWILIO_PHONE_NUMBER: E2E_TWILIO.captureNumber,
  TWILIO_API_BASE_URL: twilio.url,
};
let cleanup: () => Promise<unknown> = () => Promise.resolve();

if (process.env.DATABASE_URL) {
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = "/postgres";
  const name = `toolkit_e2e_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name}`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "toolkit-e2e-"));
  chmodSync(dataDir, 0o755);
  env.DATA_DIR = dataDir;
  cleanup = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
}

const server = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: "inherit" });
process.on("SIGTERM", () => server.kill("SIGTERM"));
process.on("SIGINT", () => server.kill("SIGINT"));
server.on("exit", (code) => {
  void Promise.allSettled([cleanup(), twilio.stop()]).then(() => process.exit(code ?? 0));
});

import { mkdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { errorCauses, errorCode } from "../domain/error-causes";

/** Creates DATA_DIR if need be and writes a small file there: a full or read-only disk fails here, by name. */
export async function checkWritable(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.write-check-${process.pid}`);
  await writeFile(probe, "x".repeat(4096));
  await rm(probe, { force: true });
}

/** The code of the error the embedded PostgreSQL's first start (initdb) fails with; its message says what to do. */
export const EMBEDDED_INIT_FAILED = "TOOLKIT_EMBEDDED_INIT_FAILED";

/**
 * One line for a port the app cannot listen on (taken, or needing privileges, or a HOST that is
 * not this machine's); undefined for anything else.
 */
export function explainListenFailure(error: unknown, env: { PORT: number; HOST?: string }): string | undefined {
  const at = env.HOST ? `${env.HOST}:${env.PORT}` : `port ${env.PORT}`;
  switch (errorCode(error)) {
    case "EADDRINUSE":
      return `PORT: ${at} is already in use by another program. Stop it, or set PORT to a free port.`;
    case "EACCES":
      return `PORT: this user may not listen on ${at} (EACCES). Use a port above 1023, or serve it through a proxy.`;
    case "EADDRNOTAVAIL":
      return `HOST: ${env.HOST} is not an address of this machine. Set HOST to one of its addresses, or leave it out.`;
    default:
      return undefined;
  }
}

/** Listens on the port for a moment and lets go: a port in use is named before the database starts, not after. */
export function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The settings a start-up failure can be traced to. */
interface StartupSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
}


/** Every message in the error and what it wraps: a tool's own output (initdb's) is often in there only. */
const textOf = (error: unknown): string => {
  const parts: string[] = [];
  for (const e of errorCauses(error)) {
    if (e instanceof Error) parts.push(e.message);
    else if (typeof e === "string") parts.push(e);
  }
  return parts.join("\n");
};

/** The database's address without its password, for a message. */
function where(url: string | undefined): string {
  if (!url) return "the embedded PostgreSQL";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL's server";
  }
}

/**
 * One line naming the cause and the setting to change, for the failures a person running the
 * app can fix (a refused password, a database that is not there, a full or read-only disk);
 * undefined for anything else, which is a bug and keeps its stack.
 */
export function explainStartupFailure(error: unknown, env: StartupSettings): string | undefined {
  const code = errorCode(error);
  const db = where(env.DATABASE_URL);
  const setting = env.DATABASE_URL ? "DATABASE_URL" : "DATA_DIR";
  const text = textOf(error);
  // initdb out of space says so in its output only (its exit gives no code).
  if (code === "ENOSPC" || /No space left on device/i.test(text)) {
    return `DATA_DIR: the disk holding ${env.DATA_DIR} is full. Free some space, or set DATA_DIR to a folder on another disk.`;
  }
  // node-postgres gives up on a server that takes the connection and never answers (frozen, or overloaded).
  if (/connection timeout/i.test(text)) {
    return `${setting}: ${db} took the connection but did not answer (connection timeout). Check that PostgreSQL is running and not stuck.`;
  }
  if (code === EMBEDDED_INIT_FAILED) return `DATA_DIR: ${(error as Error).message}`;
  switch (code) {
    case "28P01":
    case "28000":
      return `DATABASE_URL: ${db} refused the user name or password. Check the credentials in DATABASE_URL.`;
    case "3D000":
      return `DATABASE_URL: the database in ${db} does not exist. Create it, or point DATABASE_URL at one that does.`;
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
      return `${setting}: nothing answers at ${db} (${code}). Start PostgreSQL, or correct DATABASE_URL.`;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `DATA_DIR: ${env.DATA_DIR} cannot be written to (${code}). Give this user write access, or set DATA_DIR to a folder it can write.`;
    case "ENOTDIR":
    case "EEXIST":
      return `DATA_DIR: ${env.DATA_DIR} is not a folder. Set DATA_DIR to a folder the app can write.`;
    default:
      return undefined;
  }
}

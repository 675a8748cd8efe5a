import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Creates DATA_DIR if need be and writes a small file there: a full or read-only disk fails here, by name. */
export async function checkWritable(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.write-check-${process.pid}`);
  await writeFile(probe, "x".repeat(4096));
  await rm(probe, { force: true });
}

/** The settings a start-up failure can be traced to. */
interface StartupSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

const codeOf = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
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
  const code = codeOf(error);
  const db = where(env.DATABASE_URL);
  const setting = env.DATABASE_URL ? "DATABASE_URL" : "DATA_DIR";
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
    case "ENOSPC":
      return `DATA_DIR: the disk holding ${env.DATA_DIR} is full. Free some space, or set DATA_DIR to a folder on another disk.`;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `DATA_DIR: ${env.DATA_DIR} cannot be written to (${code}). Give this user write access, or set DATA_DIR to a folder it can write.`;
    case "ENOTDIR":
      return `DATA_DIR: ${env.DATA_DIR} is not a folder. Set DATA_DIR to a folder the app can write.`;
    default:
      return undefined;
  }
}

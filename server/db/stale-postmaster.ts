import { readFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { logger } from "../logger";

/** A process that ended but is not yet reaped by its parent (state Z) is gone for our purpose. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (error) {
    // EPERM: it exists, but belongs to another user (PostgreSQL runs as "postgres" under root).
    return (error as NodeJS.ErrnoException).code === "EPERM" && !zombie(pid);
  }
};

async function isPostgres(pid: number): Promise<boolean> {
  const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  // Without /proc (macOS) a live process named in the lock file is taken to be the server.
  return command === undefined ? true : /postgres/.test(command);
}

/**
 * Makes a data folder left by a crash (the app killed with -9, the server too or not) startable
 * again: a server still running there from the last run is asked to stop (fast shutdown, then
 * killed if it will not), and a lock file naming a process that is gone is removed.
 */
export async function clearStalePostmaster(databaseDir: string): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  const lock = await readFile(lockFile, "utf8").catch(() => undefined);
  if (lock === undefined) return;
  const pid = Number(lock.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) {
    await rm(lockFile, { force: true });
    return;
  }
  if (alive(pid) && (await isPostgres(pid))) {
    logger.warn({ pid }, "an embedded PostgreSQL from an earlier run is still running; stopping it");
    process.kill(pid, "SIGINT");
    for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(pid, "SIGKILL");
    for (let waited = 0; alive(pid) && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!alive(pid)) {
    // Its backends notice the postmaster is gone and leave; PostgreSQL checks the rest itself.
    await rm(lockFile, { force: true });
  }
}

/** The embedded server running on `databaseDir` now (the app's, say), from its lock file. */
export async function runningPostmaster(databaseDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lock = await readFile(path.join(databaseDir, "postmaster.pid"), "utf8").catch(() => undefined);
  if (lock === undefined) return undefined;
  const [pidLine, , , portLine] = lock.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  return alive(pid) && (await isPostgres(pid)) ? { pid, port } : undefined;
}

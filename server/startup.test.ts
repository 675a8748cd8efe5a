import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startPasswordRefusingPostgres } from "./test/password-refusing-postgres";
import { freePort, serverEntry, serverProcessEnv, serverProcessHome, tsxLoader } from "./test/server-process";

let home: Awaited<ReturnType<typeof serverProcessHome>>;
beforeAll(async () => {
  home = await serverProcessHome();
});
afterAll(() => home.remove());

/** Starts the server (or another entry: a CLI) with these settings and waits for it to give up. */
async function failedStart(env: Record<string, string>, command = [serverEntry]): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ["--import", tsxLoader, ...command], {
    cwd: home.workDir,
    env: { ...process.env, ...serverProcessEnv, NODE_ENV: "development", DATABASE_URL: home.url, DATA_DIR: home.dataDir, PORT: String(await freePort()), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, lines: output.split("\n").filter((line) => line.trim() !== "") };
}

/** A TCP server on a free port that takes connections and never says a word (a frozen database, or a port in use). */
const silentServers: net.Server[] = [];
async function silentServer(): Promise<{ port: number }> {
  const server = net.createServer(() => undefined);
  silentServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  return { port: (server.address() as net.AddressInfo).port };
}
afterAll(() => silentServers.forEach((server) => server.close()));

describe("a start-up that cannot succeed", () => {
  it.each([
    ["a bad setting", () => ({ PORT: "eighty" }), /^PORT: /],
    ["a backup schedule that is not a cron expression", () => ({ BACKUP_SCHEDULE: "daily" }), /^BACKUP_SCHEDULE: must be a cron expression/],
    ["a database that does not exist", () => ({ DATABASE_URL: inject("adminDatabaseUrl").replace(/\/postgres$/, "/no_such_toolkit_db") }), /^DATABASE_URL: the database in .*no_such_toolkit_db does not exist/],
    ["a database server that does not answer", async () => ({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/toolkit` }), /^DATABASE_URL: nothing answers at 127\.0\.0\.1:\d+\/toolkit \(ECONNREFUSED\)/],
    ["a data folder that cannot be made", () => ({ DATA_DIR: "/etc/hostname/toolkit" }), /^DATA_DIR: \/etc\/hostname\/toolkit is not a folder/],
    ["a data folder that is a file", () => ({ DATA_DIR: "/etc/hostname" }), /^DATA_DIR: \/etc\/hostname is not a folder/],
    [
      "a database server that takes the connection and never answers",
      async () => ({ DATABASE_URL: `postgres://postgres@127.0.0.1:${(await silentServer()).port}/toolkit` }),
      /^DATABASE_URL: 127\.0\.0\.1:\d+\/toolkit took the connection but did not answer \(connection timeout\)/,
    ],
    ["a port another program holds", async () => ({ PORT: String((await silentServer()).port) }), /^PORT: 0\.0\.0\.0:\d+ is already in use by another program/],
  ])("%s: one line naming the cause and the setting, no stack, exit 1", async (_label, settings, expected) => {
    const { code, lines } = await failedStart(await settings());
    expect(code).toBe(1);
    expect(lines.length, lines.join("\n")).toBe(1);
    expect(lines[0]).toMatch(expected);
    expect(lines.join("\n")).not.toMatch(/^\s+at /m);
  });

  it("a database that refuses the password: one line naming the cause and the setting, no stack, exit 1", async () => {
    const postgres = await startPasswordRefusingPostgres();
    try {
      const { code, lines } = await failedStart({ DATABASE_URL: `postgres://toolkit:wrong@127.0.0.1:${postgres.port}/toolkit` });
      expect(code).toBe(1);
      expect(lines, lines.join("\n")).toEqual([
        `DATABASE_URL: 127.0.0.1:${postgres.port}/toolkit refused the user name or password. Check the credentials in DATABASE_URL.`,
      ]);
    } finally {
      await postgres.close();
    }
  });

  it("a full disk under DATA_DIR: one line naming the cause and the setting, no stack, exit 1", async () => {
    // A small disk of its own (tmpfs), filled to the last byte before the app starts.
    const disk = mkdtempSync(path.join(tmpdir(), "toolkit-full-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk]);
    try {
      try {
        writeFileSync(path.join(disk, "filler"), Buffer.alloc(1024 * 1024));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      }
      const { code, lines } = await failedStart({ DATA_DIR: disk });
      expect(code).toBe(1);
      expect(lines, lines.join("\n")).toEqual([
        `DATA_DIR: the disk holding ${disk} is full. Free some space, or set DATA_DIR to a folder on another disk.`,
      ]);
    } finally {
      execFileSync("umount", [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });
});

describe("a first start on a disk too small for the database", () => {
  it("is one line saying the disk is full, not a stack or a question of permissions", async () => {
    // Room for the app's own check, not for initdb's files.
    const disk = mkdtempSync(path.join(tmpdir(), "toolkit-small-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m,mode=0777", "tmpfs", disk]);
    try {
      const { code, lines } = await failedStart({ DATA_DIR: disk, DATABASE_URL: "" });
      expect(code).toBe(1);
      expect(lines.filter((line) => !line.includes("INFO")), lines.join("\n")).toEqual([
        `DATA_DIR: the disk holding ${disk} is full. Free some space, or set DATA_DIR to a folder on another disk.`,
      ]);
    } finally {
      execFileSync("umount", [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });
});

describe("db:backup and db:restore read the settings as the app does", () => {
  const cli = (name: string) => path.join(path.dirname(serverEntry), "db", name);
  it.each([
    ["db:backup", [cli("backup-cli.ts")]],
    // Given a file that is there, so the command gets as far as reading the settings.
    ["db:restore", [cli("restore-cli.ts"), serverEntry]],
  ])("%s: a bad setting is one line naming it, exit 1", async (_name, command) => {
    const { code, lines } = await failedStart({ BACKUP_KEEP: "none" }, command);
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^BACKUP_KEEP: /)]);
  });
});

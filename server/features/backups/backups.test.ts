import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupOverviewSchema, type BackupOverview, type BackupRun } from "@shared/backups/backup-dto";
import { backupFileName } from "../../db/backup/format";
import { restoreBackup } from "../../db/backup/restore-backup";
import { outboxMailer } from "../../integrations/mail/outbox-mailer";
import { createBackupBucket } from "../../integrations/storage/create-backup-storage";
import { localObjectStore } from "../../integrations/storage/local-object-store";
import { localVideoStorage } from "../../integrations/storage/local-storage";
import { allJobs } from "../../jobs/all-jobs";
import { runJob, runScheduled } from "../../jobs/run-job";
import { emptyDatabases, everyTable } from "../../test/backup-databases";
import { aJokeNote, signedInAdmin, signedInAgent } from "../../test/factories";
import { startS3Peer } from "../../test/s3-peer";
import { serverEntry, serverProcessEnv, tsxLoader } from "../../test/server-process";
import { createTestApp, type TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { BACKUP_DATABASE_JOB, backupDatabaseJob } from "./backups.job";
import { runBackup, type BackupDeps, type BackupSettings } from "./backups.service";

let t: TestApp;
let admin: supertest.Agent;
let member: supertest.Agent;
let root: string;
/** BACKUP_DIR of the app under test (the routes read these settings). */
let settings: BackupSettings;
let peer: Awaited<ReturnType<typeof startS3Peer>>;
const databases = emptyDatabases();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "toolkit-backup-job-"));
  settings = { dir: path.join(root, "app"), keep: 14, schedule: "30 2 * * *" };
  t = await createTestApp({ backups: settings });
  ({ agent: admin } = await signedInAdmin(t));
  ({ agent: member } = await signedInAgent(t));
  await aJokeNote(member, { setup: "My landlord texts in all caps", punchlines: ["rent is DUE, Kevin"] });
  peer = await startS3Peer("club-backups");
});
afterAll(async () => {
  await databases.drop();
  await peer.stop();
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const fileNames = async (dir: string) => (await readdir(dir)).sort();
const deps = (backups: Partial<BackupSettings> & { dir: string }): BackupDeps => ({
  db: t.db,
  pool: t.pool,
  backups: { keep: 14, schedule: "30 2 * * *", ...backups },
});
const bucket = (credentials: { accessKeyId: string; secretAccessKey: string } = peer) =>
  createBackupBucket({
    S3_BUCKET: "club-backups",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: peer.endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
const jobBackup = (day: number, n = 1) => backupFileName(new Date(Date.UTC(2026, 9, day, 2, 30)), { n, label: "scheduled" });

async function overview(): Promise<BackupOverview> {
  const res = await admin.get("/api/admin/backups").expect(200);
  return backupOverviewSchema.parse(res.body);
}

async function backUpNow(agent = admin): Promise<BackupRun> {
  const res = await agent.post("/api/admin/backups");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { run: BackupRun }).run;
}

/** Holds ACCESS EXCLUSIVE on a table, so a backup that reaches it waits there (its snapshot already taken). */
async function lockTable(table: string) {
  const client = await t.pool.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    /** The backend waiting for the table: the backup, once it gets there. */
    async waiter(): Promise<number> {
      const waiting = await waitFor(
        async () => (await t.pool.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE relation = $1::regclass AND NOT granted", [table])).rows[0],
        { timeoutMs: 30_000, message: `the backup to wait for ${table}` },
      );
      return waiting.pid;
    },
    async release() {
      await client.query("COMMIT");
      client.release();
    },
  };
}

afterEach(async () => {
  // Each test starts with no runs recorded and an empty BACKUP_DIR.
  await t.pool.query("DELETE FROM backup_runs");
  await rm(settings.dir, { recursive: true, force: true });
});

describe("who may see and start backups", () => {
  it("answers admins only: 401 signed out, 403 for a comedian, on both routes", async () => {
    for (const send of [(a: supertest.Agent) => a.get("/api/admin/backups"), (a: supertest.Agent) => a.post("/api/admin/backups")]) {
      expect((await send(t.agent())).status).toBe(401);
      const refused = await send(member);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
    expect(existsSync(settings.dir), "a refused request made no backup").toBe(false);
    expect((await t.pool.query("SELECT count(*)::int AS n FROM backup_runs")).rows[0]).toEqual({ n: 0 });
  });

  it("takes nothing from the request: a body naming a file, NUL bytes, a huge id or a 1 MB string changes nothing", async () => {
    const run = await backUpNow();
    for (const body of [{ file: "../../../etc/passwd\u0000", dir: "/tmp", id: 2 ** 31, keep: -1 }, { note: "x".repeat(900_000) }]) {
      const res = await admin.post("/api/admin/backups").send(body);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
      expect(path.dirname((res.body as { run: BackupRun }).run.file ?? "")).toBe(settings.dir);
    }
    expect((await admin.post("/api/admin/backups").send({ note: "x".repeat(1_100_000) })).status).toBe(413);
    expect((await admin.get(`/api/admin/backups?limit=${2 ** 31}&dir=%00`)).status).toBe(200);
    expect(run.outcome).toBe("succeeded");
    expect((await fileNames(settings.dir)).every((name) => /\.scheduled\.backup\.gz$/.test(name))).toBe(true);
  });

  it("refuses a POST from another site", async () => {
    const res = await admin.post("/api/admin/backups").set("Origin", "https://evil.example");
    expect(res.status).toBe(403);
    expect(existsSync(settings.dir)).toBe(false);
  });
});

describe("the admin's view and Back up now", () => {
  it("warns before the first backup; Back up now makes one that restores, and the warning goes", async () => {
    const before = await overview();
    expect(before).toMatchObject({
      schedule: "30 2 * * *",
      scheduleText: "Daily at 02:30",
      keep: 14,
      directory: settings.dir,
      bucket: null,
      warnings: ["No backup has been made yet."],
      lastGood: null,
      runs: [],
    });

    const run = await backUpNow();
    expect(run).toMatchObject({ outcome: "succeeded", startedBy: "admin", bucketCopy: null, bucketError: null, error: null });
    expect(path.basename(run.file ?? "")).toMatch(/^toolkit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.scheduled\.backup\.gz$/);
    expect(run.bytes).toBe((await stat(run.file ?? "")).size);
    expect(run.tables).toBeGreaterThan(30);
    expect(run.rows).toBeGreaterThan(0);
    expect(await fileNames(settings.dir)).toEqual([path.basename(run.file ?? "")]);

    const after = await overview();
    expect(after.warnings).toEqual([]);
    expect(after.lastGood).toEqual(run);
    expect(after.runs).toEqual([run]);
    const { rows } = await t.pool.query("SELECT last_error, last_result FROM job_runs WHERE name = $1", [BACKUP_DATABASE_JOB]);
    expect(rows[0]).toMatchObject({ last_error: null, last_result: { id: run.id } });

    // The file is a backup like any other: it restores into an empty database. The run's own
    // record and the job's bookkeeping were written after its snapshot.
    const target = await databases.create();
    await restoreBackup(target.pool, run.file ?? "");
    const { "public.backup_runs": _runs, "public.job_runs": _jobs, ...restored } = await everyTable(target.pool);
    const { "public.backup_runs": _sourceRuns, "public.job_runs": _sourceJobs, ...source } = await everyTable(t.pool);
    expect(restored).toEqual(source);
  });

  it("warns when the newest good backup is older than two days, and lists the newest runs first", async () => {
    const first = await backUpNow();
    const second = await backUpNow();
    await t.pool.query("UPDATE backup_runs SET finished_at = now() - interval '3 days 1 hour', started_at = now() - interval '3 days 1 hour'");
    const view = await overview();
    expect(view.warnings).toEqual(["The newest backup is 3 days old."]);
    expect(view.runs.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(view.lastGood?.id).toBe(second.id);
  });

  it("says when scheduled backups are off, and then runs no job", async () => {
    const off = await createTestApp({ backups: { dir: path.join(root, "off"), keep: 14, schedule: null } });
    try {
      const { agent } = await signedInAdmin(off);
      const view = backupOverviewSchema.parse((await agent.get("/api/admin/backups").expect(200)).body);
      expect(view).toMatchObject({ schedule: null, scheduleText: "Off" });
      expect(view.warnings).toEqual([
        "No backup has been made yet.",
        "Scheduled backups are off (BACKUP_SCHEDULE=off): only backups made by hand are taken.",
      ]);
    } finally {
      await off.close();
    }
    const jobs = (schedule: string | null) =>
      allJobs({
        db: t.db,
        pool: t.pool,
        mailer: outboxMailer(path.join(root, "outbox"), "test@example.com"),
        appUrl: "http://toolkit.test",
        videoStorage: localVideoStorage(path.join(root, "videos"), "test-video-url-secret"),
        recordingStorage: localObjectStore(path.join(root, "recordings")),
        backups: { dir: root, keep: 1, schedule },
      });
    expect(jobs("30 2 * * *").find((job) => job.name === BACKUP_DATABASE_JOB)?.schedule).toBe("30 2 * * *");
    expect(jobs("0 */6 * * *").find((job) => job.name === BACKUP_DATABASE_JOB)?.schedule).toBe("0 */6 * * *");
    expect(jobs(null).map((job) => job.name)).not.toContain(BACKUP_DATABASE_JOB);
  });
});

describe("keeping the newest BACKUP_KEEP", () => {
  it("removes only its own older backups and its unfinished files; a backup made by hand and other files stay", async () => {
    const dir = path.join(root, "keep");
    await mkdir(dir, { recursive: true });
    const byHand = backupFileName(new Date("2026-01-01T00:00:00Z"));
    const others = [byHand, "notes.txt", `${byHand}.partial`, "toolkit-before-upgrade.backup.gz"];
    for (const name of [...others, jobBackup(1), jobBackup(3), jobBackup(2), `${jobBackup(4)}.partial`]) await writeFile(path.join(dir, name), name);
    await mkdir(path.join(dir, jobBackup(5)));

    const run = await runBackup(deps({ dir, keep: 2 }), "schedule");
    expect(run.outcome).toBe("succeeded");
    expect(await fileNames(dir)).toEqual([...others, jobBackup(3), jobBackup(5), path.basename(run.file ?? "")].sort());
    expect(await readFile(path.join(dir, byHand), "utf8")).toBe(byHand);

    await rm(dir, { recursive: true, force: true });
  });

  it("copies each backup to the bucket under backups/, streamed, and keeps the newest there too", async () => {
    const dir = path.join(root, "bucket");
    const keys = [jobBackup(1), jobBackup(2), jobBackup(3)].map((name) => `backups/${name}`);
    for (const key of [...keys, "backups/README.txt", "recordings/4/0"]) peer.objects.set(key, { body: Buffer.from(key), contentType: "text/plain" });

    const run = await runBackup(deps({ dir, keep: 2, bucket: bucket() }), "schedule");
    const name = path.basename(run.file ?? "");
    expect(run).toMatchObject({ outcome: "succeeded", bucketCopy: `s3://club-backups/backups/${name}`, bucketError: null });
    expect(peer.objects.get(`backups/${name}`)?.body.equals(await readFile(run.file ?? ""))).toBe(true);
    expect(peer.objects.get(`backups/${name}`)?.contentType).toBe("application/gzip");
    expect([...peer.objects.keys()].sort()).toEqual(["backups/README.txt", `backups/${jobBackup(3)}`, `backups/${name}`, "recordings/4/0"].sort());
    await rm(dir, { recursive: true, force: true });
  });
});

describe("a backup that fails", () => {
  it("is recorded with its reason, leaves no file, keeps the older backups, and the admin is warned", async () => {
    const good = await backUpNow();
    // A BACKUP_DIR that cannot be a folder: a file stands where it should be.
    const blocked = path.join(root, "not-a-folder");
    await writeFile(blocked, "a file");
    const failing = deps({ dir: path.join(blocked, "backups"), keep: 1 });
    expect(await runScheduled(t.pool, backupDatabaseJob(failing), new Date("2030-01-01T02:30:00Z"))).toBe("failed");
    const { rows } = await t.pool.query<{ last_error: string }>("SELECT last_error FROM job_runs WHERE name = $1", [BACKUP_DATABASE_JOB]);
    expect(rows[0]?.last_error).toMatch(/^the backup failed: ENOTDIR/);

    const view = await overview();
    expect(view.runs[0]).toMatchObject({ outcome: "failed", startedBy: "schedule", file: null, bytes: null, error: expect.stringMatching(/^ENOTDIR: not a directory/) });
    expect(view.warnings).toEqual([expect.stringMatching(/^The last backup failed: ENOTDIR: not a directory.*\.$/)]);
    expect(view.lastGood?.id).toBe(good.id);
    expect(await fileNames(settings.dir), "the good backup is not pruned by a failed run").toEqual([path.basename(good.file ?? "")]);
  });

  it("cut off mid-way (its database connection ended) leaves no partial file, and is recorded as failed", async () => {
    const lock = await lockTable("chaos_state");
    const answer = backUpNow();
    const pid = await lock.waiter();
    expect((await fileNames(settings.dir)).some((name) => name.endsWith(".scheduled.backup.gz.partial")), "the backup had begun its file").toBe(true);
    await t.pool.query("SELECT pg_terminate_backend($1)", [pid]);
    await lock.release();
    const run = await answer;
    expect(run).toMatchObject({ outcome: "failed", file: null, error: expect.stringMatching(/terminat/) });
    expect(await fileNames(settings.dir)).toEqual([]);
    expect((await overview()).warnings).toEqual([expect.stringMatching(/^The last backup failed: .*terminat/), "No backup has been made yet."]);
  });

  it("keeps the file when only the copy to the bucket fails, and says so", async () => {
    const dir = path.join(root, "bucket-refused");
    const refused = bucket({ accessKeyId: "WRONGKEY", secretAccessKey: "wrong" });
    const run = await runBackup(deps({ dir, bucket: refused }), "schedule");
    expect(run).toMatchObject({ outcome: "succeeded", bucketCopy: null, bucketError: "the copy to bucket club-backups failed: InvalidAccessKeyId" });
    expect(await fileNames(dir)).toEqual([path.basename(run.file ?? "")]);
    expect((await overview()).warnings).toEqual([
      "The last backup was saved on the server but not copied to the bucket: the copy to bucket club-backups failed: InvalidAccessKeyId.",
    ]);
    await expect(runJob(t.pool, backupDatabaseJob(deps({ dir, bucket: refused })))).rejects.toThrow(/not copied|copy to bucket club-backups failed/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("two devices, two instances", () => {
  it("runs one backup at a time: a second Back up now while one runs answers 409, never a 5xx", async () => {
    const lock = await lockTable("chaos_state");
    const first = backUpNow();
    await lock.waiter();
    const [second, third] = await Promise.all([admin.post("/api/admin/backups"), admin.post("/api/admin/backups")]);
    expect([second.status, third.status]).toEqual([409, 409]);
    expect(second.body).toEqual({ message: "A backup is already running. Its result shows here when it ends." });
    await lock.release();
    expect((await first).outcome).toBe("succeeded");
    expect((await overview()).runs).toHaveLength(1);
  });

  it("runs a scheduled time once across instances", async () => {
    const otherInstance = new pg.Pool({ connectionString: t.url, max: 2 });
    try {
      const tick = new Date("2031-01-01T02:30:00Z");
      const outcomes = await Promise.all([
        runScheduled(t.pool, backupDatabaseJob(deps(settings)), tick),
        runScheduled(otherInstance, backupDatabaseJob({ ...deps(settings), pool: otherInstance }), tick),
      ]);
      expect(outcomes.sort()).toEqual(["ran", "skipped"]);
      expect(await fileNames(settings.dir)).toHaveLength(1);
      expect((await overview()).runs).toHaveLength(1);
    } finally {
      await otherInstance.end();
    }
  });
});

describe("a backup made with npm run db:backup", () => {
  it("shows in the admin panel as the newest good backup, made from the command line", async () => {
    const dir = path.join(root, "command");
    const cli = path.join(path.dirname(serverEntry), "db", "backup-cli.ts");
    const printed = execFileSync(process.execPath, ["--import", tsxLoader, cli], {
      env: { ...process.env, ...serverProcessEnv, NODE_ENV: "development", LOG_LEVEL: "silent", DATABASE_URL: t.url, BACKUP_DIR: dir },
      encoding: "utf8",
    });
    const [file] = await fileNames(dir);
    expect(printed).toContain(path.join(dir, file!));
    const seen = await overview();
    expect(seen.lastGood).toMatchObject({ startedBy: "command", outcome: "succeeded", file: path.join(dir, file!) });
    expect(seen.warnings).toEqual([]);
  });
});

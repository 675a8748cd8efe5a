import { describe, expect, it } from "vitest";
import { backupWarnings, type RunOutcome } from "./backup-warnings";

const now = new Date("2026-11-25T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const good = (hours: number): RunOutcome => ({ outcome: "succeeded", finishedAt: hoursAgo(hours), error: null, bucketError: null });

describe("backupWarnings", () => {
  it("says nothing while the newest good backup is under two days old and the schedule runs", () => {
    expect(backupWarnings({ latest: good(3), lastGood: good(3), scheduled: true, now })).toEqual([]);
    expect(backupWarnings({ latest: good(48), lastGood: good(48), scheduled: true, now })).toEqual([]);
  });

  it("warns when there is no backup yet", () => {
    expect(backupWarnings({ latest: null, lastGood: null, scheduled: true, now })).toEqual(["No backup has been made yet."]);
  });

  it("warns when the newest good backup is older than two days, in whole days", () => {
    expect(backupWarnings({ latest: good(49), lastGood: good(49), scheduled: true, now })).toEqual(["The newest backup is 2 days old."]);
    expect(backupWarnings({ latest: good(24 * 9 + 5), lastGood: good(24 * 9 + 5), scheduled: true, now })).toEqual([
      "The newest backup is 9 days old.",
    ]);
  });

  it("gives the reason the last run failed, and the age of the good one before it", () => {
    const failed: RunOutcome = { outcome: "failed", finishedAt: hoursAgo(1), error: "ENOSPC: no space left on device, write", bucketError: null };
    expect(backupWarnings({ latest: failed, lastGood: good(25), scheduled: true, now })).toEqual([
      "The last backup failed: ENOSPC: no space left on device, write.",
    ]);
    expect(backupWarnings({ latest: failed, lastGood: good(24 * 3), scheduled: true, now })).toEqual([
      "The last backup failed: ENOSPC: no space left on device, write.",
      "The newest backup is 3 days old.",
    ]);
    expect(backupWarnings({ latest: { ...failed, error: null }, lastGood: null, scheduled: true, now })).toEqual([
      "The last backup failed: no reason was recorded.",
      "No backup has been made yet.",
    ]);
  });

  it("warns when the file was saved but its copy to the bucket failed", () => {
    const latest = { ...good(1), bucketError: "the bucket refused the upload (AccessDenied)." };
    expect(backupWarnings({ latest, lastGood: latest, scheduled: true, now })).toEqual([
      "The last backup was saved on the server but not copied to the bucket: the bucket refused the upload (AccessDenied).",
    ]);
  });

  it("says when scheduled backups are off", () => {
    expect(backupWarnings({ latest: good(1), lastGood: good(1), scheduled: false, now })).toEqual([
      "Scheduled backups are off (BACKUP_SCHEDULE=off): only backups made by hand are taken.",
    ]);
  });
});

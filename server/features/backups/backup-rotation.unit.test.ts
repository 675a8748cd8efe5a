import { describe, expect, it } from "vitest";
import { backupFileName } from "../../db/backup/format";
import { beyondKeep, isJobBackup, isUnfinishedJobBackup } from "./backup-rotation";

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 2, 30));
const job = (n: number, within = 1) => backupFileName(day(n), { n: within, label: "scheduled" });

describe("which backups the job removes", () => {
  it("keeps the newest `keep` of its own and names the rest, oldest last", () => {
    const names = [job(3), job(1), job(5), job(2), job(4)];
    expect(beyondKeep(names, 3)).toEqual([job(2), job(1)]);
    expect(beyondKeep(names, 5)).toEqual([]);
    expect(beyondKeep(names, 1)).toEqual([job(4), job(3), job(2), job(1)]);
  });

  it("counts two backups of one second in their order", () => {
    expect(beyondKeep([job(5), job(5, 2), job(5, 10)], 2)).toEqual([job(5)]);
  });

  it("never names a backup made by hand, an unfinished file or anything else in the folder", () => {
    const byHand = backupFileName(day(1));
    const others = [byHand, `${job(1)}.partial`, "notes.txt", "toolkit-restore.log", "toolkit-2026-11-01T02-30-00Z.scheduled.backup.gz.sha256"];
    expect(beyondKeep([...others, job(2), job(3)], 1)).toEqual([job(2)]);
    expect(beyondKeep(others, 0)).toEqual([]);
    expect(isJobBackup(job(1))).toBe(true);
    expect(isJobBackup(byHand)).toBe(false);
    expect(isUnfinishedJobBackup(`${job(1)}.partial`)).toBe(true);
    expect(isUnfinishedJobBackup(`${byHand}.partial`)).toBe(false);
    expect(isUnfinishedJobBackup(job(1))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { backupFileName, newestBackupFirst, parseBackupFileName, type BackupFileName } from "./format";

const at = new Date("2026-11-25T02:30:00.123Z");

describe("backup file names", () => {
  it("names a backup by its time, a second one in the same second by its number, the job's by its label", () => {
    expect(backupFileName(at)).toBe("toolkit-2026-11-25T02-30-00Z.backup.gz");
    expect(backupFileName(at, { n: 2 })).toBe("toolkit-2026-11-25T02-30-00Z-2.backup.gz");
    expect(backupFileName(at, { label: "scheduled" })).toBe("toolkit-2026-11-25T02-30-00Z.scheduled.backup.gz");
    expect(backupFileName(at, { n: 12, label: "scheduled" })).toBe("toolkit-2026-11-25T02-30-00Z-12.scheduled.backup.gz");
  });

  it("reads back what it wrote, and nothing else", () => {
    for (const options of [{}, { n: 3 }, { label: "scheduled" as const }, { n: 10, label: "scheduled" as const }]) {
      const parsed = parseBackupFileName(backupFileName(at, options));
      expect(parsed).toEqual({ at: new Date("2026-11-25T02:30:00Z"), n: options.n ?? 1, ...("label" in options ? { label: "scheduled" } : {}) });
    }
    for (const other of [
      "toolkit-2026-11-25T02-30-00Z.backup.gz.partial",
      "toolkit-2026-11-25T02-30-00Z.scheduled.backup.gz.partial",
      "toolkit-2026-13-45T02-30-00Z.backup.gz",
      "toolkit-2026-11-25T02-30-00Z-0.backup.gz",
      "toolkit-2026-11-25T02-30-00Z.weekly.backup.gz",
      "my-notes.txt",
      "toolkit-2026-11-25T02-30-00Z.backup.gz.sha256",
      "backup.gz",
    ]) {
      expect(parseBackupFileName(other), other).toBeNull();
    }
  });

  it("sorts newest first: by time, then by number within a second (not as text, where -10 comes before -2)", () => {
    const names = [
      backupFileName(new Date("2026-11-24T02:30:00Z")),
      backupFileName(at, { n: 10 }),
      backupFileName(at),
      backupFileName(at, { n: 2 }),
      backupFileName(new Date("2026-11-26T02:30:00Z")),
    ];
    const sorted = names
      .map((name) => ({ name, parsed: parseBackupFileName(name) as BackupFileName }))
      .sort((a, b) => newestBackupFirst(a.parsed, b.parsed))
      .map((x) => x.name);
    expect(sorted).toEqual([
      "toolkit-2026-11-26T02-30-00Z.backup.gz",
      "toolkit-2026-11-25T02-30-00Z-10.backup.gz",
      "toolkit-2026-11-25T02-30-00Z-2.backup.gz",
      "toolkit-2026-11-25T02-30-00Z.backup.gz",
      "toolkit-2026-11-24T02-30-00Z.backup.gz",
    ]);
  });
});

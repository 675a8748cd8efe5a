import { newestBackupFirst, parseBackupFileName } from "../../db/backup/format";

/** A backup the job made (`….scheduled.backup.gz`): the only files and objects it ever removes. */
export const isJobBackup = (name: string) => parseBackupFileName(name)?.label === "scheduled";

/** A job backup's file left unfinished (the process stopped mid-backup): `….scheduled.backup.gz.partial`. */
export const isUnfinishedJobBackup = (name: string) => name.endsWith(".partial") && isJobBackup(name.slice(0, -".partial".length));

/**
 * Of these names, the job's own backups past the newest `keep` (newest first by the time in the
 * name, then its number within the second): what pruning removes. Other names never appear.
 */
export function beyondKeep(names: readonly string[], keep: number): string[] {
  return names
    .flatMap((name) => {
      const parsed = parseBackupFileName(name);
      return parsed?.label === "scheduled" ? [{ name, parsed }] : [];
    })
    .sort((a, b) => newestBackupFirst(a.parsed, b.parsed))
    .slice(keep)
    .map((backup) => backup.name);
}

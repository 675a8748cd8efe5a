import { BACKUP_STALE_AFTER_MS } from "./backup-runs";

/** What the warnings need of a run. */
export interface RunOutcome {
  outcome: "succeeded" | "failed";
  finishedAt: string;
  error: string | null;
  bucketError: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What about backups needs an admin's attention, each a sentence (empty when all is well): the
 * last run failed, or saved its file but could not copy it to the bucket; there is no good
 * backup at all, or the newest is older than two days; scheduled backups are off.
 */
export function backupWarnings({
  latest,
  lastGood,
  scheduled,
  now,
}: {
  latest: RunOutcome | null;
  lastGood: Pick<RunOutcome, "finishedAt"> | null;
  scheduled: boolean;
  now: Date;
}): string[] {
  const warnings: string[] = [];
  if (latest?.outcome === "failed") warnings.push(sentence(`The last backup failed: ${latest.error ?? "no reason was recorded"}`));
  else if (latest?.bucketError) warnings.push(sentence(`The last backup was saved on the server but not copied to the bucket: ${latest.bucketError}`));
  if (!lastGood) {
    warnings.push("No backup has been made yet.");
  } else {
    const age = now.getTime() - new Date(lastGood.finishedAt).getTime();
    if (age > BACKUP_STALE_AFTER_MS) {
      const days = Math.floor(age / DAY_MS);
      warnings.push(`The newest backup is ${days} days old.`);
    }
  }
  if (!scheduled) warnings.push("Scheduled backups are off (BACKUP_SCHEDULE=off): only backups made by hand are taken.");
  return warnings;
}

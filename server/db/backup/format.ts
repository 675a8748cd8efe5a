/**
 * A backup file (docs/decisions/034): gzip of lines. The first is the header (JSON); then,
 * per table, a JSON line naming it and its columns, its rows in COPY's text format, and a
 * `\.` line; the last line is the end marker (JSON), so a cut-off file is never restored.
 */
export const BACKUP_FORMAT = "comedy-toolkit-backup";
export const BACKUP_FORMAT_VERSION = 1;

export interface AppliedMigration {
  hash: string;
  /** drizzle's `created_at`: the journal entry's `when` (milliseconds). */
  createdAt: number;
}

export interface SequenceValue {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: AppliedMigration[];
  sequences: SequenceValue[];
}

export interface TableStart {
  table: { schema: string; name: string; columns: string[] };
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
}

/** The line that ends a table's rows (COPY's text format escapes every backslash in data). */
export const END_OF_ROWS = "\\.";

/**
 * Backups the backup-database job makes carry this label (`….scheduled.backup.gz`): the job
 * prunes only those, so a backup made by hand stays until a person removes it.
 */
export type BackupLabel = "scheduled";

/**
 * `toolkit-2026-11-25T12-30-00Z.backup.gz`: named by time, no characters a file system dislikes;
 * the second taken in the same second is `…Z-2.backup.gz`; the job's are `….scheduled.backup.gz`.
 */
export function backupFileName(at: Date, { n = 1, label }: { n?: number; label?: BackupLabel } = {}): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `toolkit-${stamp}${n > 1 ? `-${n}` : ""}${label ? `.${label}` : ""}.backup.gz`;
}

const BACKUP_FILE_NAME = /^toolkit-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z(?:-([1-9]\d{0,5}))?(?:\.(scheduled))?\.backup\.gz$/;

export interface BackupFileName {
  at: Date;
  /** 1, or which backup of that second it is. */
  n: number;
  label?: BackupLabel;
}

/** What a name `backupFileName` made says; null for any other file name. */
export function parseBackupFileName(name: string): BackupFileName | null {
  const match = BACKUP_FILE_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, n, label] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(at.getTime())) return null;
  return { at, n: n ? Number(n) : 1, ...(label ? { label: label as BackupLabel } : {}) };
}

/** Newest first: by time, then by the number of the backup within its second. */
export const newestBackupFirst = (a: BackupFileName, b: BackupFileName) => b.at.getTime() - a.at.getTime() || b.n - a.n;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

export function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new Error("this file is not a comedy-writing toolkit backup");
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new Error(`this backup has format version ${String(header.version)}; this code reads version ${BACKUP_FORMAT_VERSION}`);
  }
  if (!Array.isArray(header.migrations) || !Array.isArray(header.sequences)) throw new Error("the backup's header is incomplete");
  return header as BackupHeader;
}

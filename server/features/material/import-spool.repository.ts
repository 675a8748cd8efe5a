import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";

/** Items written to the spool at once, and read back at once. */
export const SPOOL_BATCH = 500;

interface SpoolRow {
  section: string;
  idx: number;
  sort_key: number;
  item: unknown;
}

/**
 * An import's checked items, kept in a temporary table of its own transaction while the file
 * is still arriving, then read back a batch at a time, kind by kind, in the order the import
 * needs, whatever order the file had. Neither the file nor its items are ever held whole, and
 * nothing outlives the transaction: the table is dropped at its end, committed or not.
 */
export class ImportSpool {
  private pending: SpoolRow[] = [];
  private readonly counts = new Map<string, number>();

  private constructor(private readonly tx: DbExecutor) {}

  static async open(tx: DbExecutor): Promise<ImportSpool> {
    await tx.execute(sql`CREATE TEMPORARY TABLE import_spool (
      section text NOT NULL, idx integer NOT NULL, sort_key bigint NOT NULL, item jsonb NOT NULL,
      PRIMARY KEY (section, sort_key, idx)) ON COMMIT DROP`);
    return new ImportSpool(tx);
  }

  /** Adds the next item of a kind; `sortKey` orders it when read back (by default its place in the file). */
  async add(section: string, item: unknown, sortKey?: number): Promise<void> {
    const idx = this.counts.get(section) ?? 0;
    this.counts.set(section, idx + 1);
    this.pending.push({ section, idx, sort_key: sortKey ?? idx, item });
    if (this.pending.length >= SPOOL_BATCH) await this.flush();
  }

  /** How many items of a kind were added. */
  count(section: string): number {
    return this.counts.get(section) ?? 0;
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = JSON.stringify(this.pending);
    this.pending = [];
    await this.tx.execute(sql`
      INSERT INTO import_spool (section, idx, sort_key, item)
      SELECT section, idx, sort_key, item FROM jsonb_to_recordset(${rows}::jsonb) AS r(section text, idx integer, sort_key bigint, item jsonb)`);
  }

  /**
   * A kind's items a batch at a time, by sort key then place in the file; `fromLast` reads
   * from the end of that order back, each batch still in order.
   */
  async *batches<T>(section: string, fromLast = false): AsyncGenerator<T[]> {
    await this.flush();
    let after: { sortKey: string; idx: number } | undefined;
    for (;;) {
      const past = after
        ? fromLast
          ? sql`AND (sort_key, idx) < (${after.sortKey}::bigint, ${after.idx}::integer)`
          : sql`AND (sort_key, idx) > (${after.sortKey}::bigint, ${after.idx}::integer)`
        : sql``;
      const direction = fromLast ? sql`DESC` : sql`ASC`;
      const { rows } = await this.tx.execute<{ place: string; idx: number; item: T }>(sql`
        SELECT sort_key::text AS place, idx, item FROM import_spool WHERE section = ${section} ${past}
        ORDER BY sort_key ${direction}, idx ${direction} LIMIT ${SPOOL_BATCH}`);
      if (rows.length === 0) return;
      const last = rows.at(-1)!;
      after = { sortKey: last.place, idx: last.idx };
      const items = rows.map((row) => row.item);
      yield fromLast ? items.reverse() : items;
      if (rows.length < SPOOL_BATCH) return;
    }
  }
}

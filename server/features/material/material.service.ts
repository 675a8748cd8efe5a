import { sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client";
import { MATERIAL_FORMAT, MATERIAL_FORMAT_VERSION, type ImportResult } from "@shared/material/material-file";
import { markdownSection, markdownTitle } from "@shared/material/markdown";
import { jokeNotesSection } from "../joke-notes/joke-notes.material";
import { notesSection } from "../notes/notes.material";
import { performancesSection } from "../performances/performances.material";
import { profileSection } from "../profile/profile.material";
import { recordingsSection } from "../recordings/recordings.material";
import { setListsSection } from "../set-lists/set-lists.material";
import { thoughtsSection } from "../thoughts/thoughts.material";
import { allowLongStatements } from "../../db/statement-limits";
import { logger } from "../../logger";
import { ImportSpool } from "./import-spool.repository";
import { ImportIds, type MaterialSection } from "./material-section";

/**
 * Every kind of material, in the order the files hold them and import runs: a kind comes
 * after the kinds it refers to (set lists after joke notes, performances after both, recordings
 * last). A new kind is one more section here, provided by the feature that owns it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section has its own item types
const sections: MaterialSection<any, any>[] = [
  profileSection,
  jokeNotesSection,
  notesSection,
  thoughtsSection,
  setListsSection,
  performancesSection,
  recordingsSection,
];

export type ExportFormat = "json" | "markdown";

/** Reads everything in one read-only snapshot, so the file is consistent even while the comedian keeps writing. */
const snapshot = <T>(db: Db, work: (tx: DbExecutor) => Promise<T>) =>
  db.transaction(
    async (tx) => {
      // A large file is read a page at a time; a page of long jokes with their histories may be slow.
      await allowLongStatements(tx);
      return work(tx);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

/** The JSON file, a page at a time. */
async function* jsonExport(tx: DbExecutor, userId: number, exportedAt: Date): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(MATERIAL_FORMAT)},"formatVersion":${MATERIAL_FORMAT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())}`;
  for (const section of sections) {
    // The profile is one object; the others are lists.
    const single = section.single === true;
    let first = true;
    yield `,\n${JSON.stringify(section.key)}:${single ? "" : "["}`;
    for await (const page of section.pages(tx, userId)) {
      if (single) {
        if (page[0] !== undefined) yield JSON.stringify(page[0]);
        first = page[0] === undefined;
        break;
      }
      if (page.length === 0) continue;
      yield `${first ? "" : ","}\n${page.map((item) => JSON.stringify(item)).join(",\n")}`;
      first = false;
    }
    if (single && first) yield "null";
    if (!single) yield "]";
  }
  yield "\n}\n";
}

/** The same material as a readable Markdown file. */
async function* markdownExport(tx: DbExecutor, userId: number, exportedAt: Date): AsyncGenerator<string> {
  yield markdownTitle(exportedAt);
  for (const section of sections) {
    let started = false;
    for await (const page of section.pages(tx, userId)) {
      if (!started && page.length > 0) {
        yield markdownSection(section.title);
        started = true;
      }
      yield page.map((item) => section.markdown(item)).join("");
    }
  }
}

/**
 * Hands the export's chunks to `send` (which pipes them to the reader, waiting while it is
 * slow) from inside one snapshot, so only a page is held in memory at a time.
 */
export function streamExport(
  db: Db,
  userId: number,
  format: ExportFormat,
  exportedAt: Date,
  send: (chunks: AsyncIterable<string>) => Promise<void>,
): Promise<void> {
  return snapshot(db, (tx) => send((format === "markdown" ? markdownExport : jsonExport)(tx, userId, exportedAt)));
}

/**
 * Whether any list section holds an item of the comedian's (the profile alone is nothing to
 * download): the first page of each, stopping at the first that is not empty.
 */
export function hasMaterial(db: Db, userId: number): Promise<boolean> {
  return snapshot(db, async (tx) => {
    for (const section of sections) {
      if (section.single) continue;
      for await (const page of section.pages(tx, userId)) {
        if (page.length > 0) return true;
        break;
      }
    }
    return false;
  });
}

/** Puts one checked item of a kind in the import; `fill` calls it as the file arrives. */
export type AddItem = (key: string, item: unknown) => Promise<void>;

/**
 * Adds what the account does not have yet, all or nothing. `fill` reads the file and hands each
 * checked item to `add` as it arrives; they wait in the import's own spool, so neither the
 * file nor its items are held whole. Then each kind is added from there in order, a batch at a
 * time, in the same transaction: a file that turns out bad part-way leaves nothing behind.
 */
export async function importMaterial(db: Db, userId: number, fill: (add: AddItem) => Promise<void>): Promise<ImportResult> {
  const result: ImportResult = { added: {}, skipped: {} };
  const importable = sections.filter((section) => section.importItems);
  const grown: string[] = [];
  await db.transaction(async (tx) => {
    // An import of a large file is slow but healthy work (docs/decisions/031, 049).
    await allowLongStatements(tx);
    const spool = await ImportSpool.open(tx);
    await fill(async (key, item) => {
      const section = importable.find((s) => s.key === key);
      if (section) await spool.add(key, item, section.listPlace?.(item, spool.count(key)));
    });
    const ids = new ImportIds();
    for (const section of importable) {
      const batches = spool.batches(section.key, section.listPlace !== undefined && !section.listAddsBelow);
      const counts = await section.importItems!(tx, userId, batches, ids);
      for (const [key, count] of Object.entries(counts)) {
        result.added[key] = count.added;
        result.skipped[key] = count.skipped;
      }
      if (section.tables && Object.values(counts).reduce((sum, count) => sum + count.added, 0) >= ANALYZE_AFTER_ADDING) {
        grown.push(...section.tables);
      }
    }
  });
  if (grown.length > 0) await analyzeGrown(db, grown);
  return result;
}

/** An import that adds this many items of a kind has its tables analyzed afterwards. */
export const ANALYZE_AFTER_ADDING = 1_000;

/**
 * Brings the statistics of the tables an import grew up to date. On a large site one
 * comedian's import is too small a part of a table for autovacuum to look again, and the
 * planner would go on believing their file as small as it was. The import has landed by now:
 * a failure here is logged, not answered.
 */
async function analyzeGrown(db: Db, tables: string[]): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await allowLongStatements(tx);
      await tx.execute(sql.raw(`ANALYZE ${[...new Set(tables)].map((table) => `"${table}"`).join(", ")}`));
    });
  } catch (error) {
    logger.warn({ err: error, tables }, "could not analyze the tables an import grew");
  }
}

import { badRequest } from "../../http/http-error";
import type { Db, DbExecutor } from "../../db/client";
import { MATERIAL_FORMAT, MATERIAL_FORMAT_VERSION, type ImportResult, type MaterialFile } from "@shared/material/material-file";
import { markdownSection, markdownTitle } from "@shared/material/markdown";
import { jokeNotesSection } from "../joke-notes/joke-notes.material";
import { notesSection } from "../notes/notes.material";
import { profileSection } from "../profile/profile.material";
import { thoughtsSection } from "../thoughts/thoughts.material";
import type { MaterialSection } from "./material-section";

/**
 * Every kind of material, in the order the files hold them. A new kind (set lists,
 * performances) is one more section here, provided by the feature that owns it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section has its own item types
const sections: MaterialSection<any, any>[] = [profileSection, jokeNotesSection, notesSection, thoughtsSection];

/** Where an export is written: resolves once the chunk is taken (waiting while the reader is slow). */
export type ExportSink = (chunk: string) => Promise<void>;

/** Reads everything in one read-only snapshot, so the file is consistent even while the comedian keeps writing. */
const snapshot = <T>(db: Db, work: (tx: DbExecutor) => Promise<T>) =>
  db.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });

/** The JSON file, written a page at a time. */
export function writeJsonExport(db: Db, userId: number, exportedAt: Date, write: ExportSink): Promise<void> {
  return snapshot(db, async (tx) => {
    await write(
      `{"format":${JSON.stringify(MATERIAL_FORMAT)},"formatVersion":${MATERIAL_FORMAT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())}`,
    );
    for (const section of sections) {
      const single = !section.importItems;
      let first = true;
      await write(`,\n${JSON.stringify(section.key)}:${single ? "" : "["}`);
      for await (const page of section.pages(tx, userId)) {
        for (const item of page) {
          await write(`${first ? "" : ","}\n${JSON.stringify(item)}`);
          first = false;
          if (single) break;
        }
        if (single) break;
      }
      if (single && first) await write("null");
      if (!single) await write("]");
    }
    await write("\n}\n");
  });
}

/** The same material as a readable Markdown file. */
export function writeMarkdownExport(db: Db, userId: number, exportedAt: Date, write: ExportSink): Promise<void> {
  return snapshot(db, async (tx) => {
    await write(markdownTitle(exportedAt));
    for (const section of sections) {
      let started = false;
      for await (const page of section.pages(tx, userId)) {
        if (!started && page.length > 0) {
          await write(markdownSection(section.title));
          started = true;
        }
        await write(page.map((item) => section.markdown(item)).join(""));
      }
    }
  });
}

/** Adds what the account does not have yet, all or nothing. */
export async function importMaterial(db: Db, userId: number, file: Partial<MaterialFile>): Promise<ImportResult> {
  const result: ImportResult = { added: {}, skipped: {} };
  const importable = sections.filter((section) => section.importItems);
  if (!importable.some((section) => Array.isArray((file as Record<string, unknown>)[section.key]))) {
    throw badRequest("The file holds no material to import.");
  }
  await db.transaction(async (tx) => {
    for (const section of importable) {
      const items = (file as Record<string, unknown[] | undefined>)[section.key] ?? [];
      const counts = await section.importItems!(tx, userId, items);
      for (const [key, count] of Object.entries(counts)) {
        result.added[key] = count.added;
        result.skipped[key] = count.skipped;
      }
    }
  });
  return result;
}

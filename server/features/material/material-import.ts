import { BadMaterialFile, MaterialFileCheck } from "@shared/material/material-file-check";
import { type ImportResult, type JokeNoteItem } from "@shared/material/material-file";
import { IMPORT_MAX_BYTES } from "@shared/material/import-limits";
import type { Db } from "../../db/client";
import { invalid } from "../../domain/domain-error";
import { importMaterial } from "./material.service";
import { readMaterialStream } from "./material-stream";

/**
 * Imports an export file as it arrives: each item is checked by the file's rules the moment it
 * is read, and the first problem stops the import with a 400 naming it, adding nothing.
 */
export function importExportFile(db: Db, userId: number, body: AsyncIterable<Buffer | string>): Promise<ImportResult> {
  return importMaterial(db, userId, async (add) => {
    const check = new MaterialFileCheck();
    try {
      for await (const event of readMaterialStream(body, IMPORT_MAX_BYTES)) {
        if (event.kind === "not-an-object") check.notAnObject();
        else if (event.kind === "top") check.top(event.key, event.value);
        else {
          const item = check.item(event.key, event.value, event.inList);
          if (item !== undefined) await add(event.key, item);
        }
      }
      check.finish();
    } catch (error) {
      if (error instanceof BadMaterialFile) throw invalid(error.message, [error.problem]);
      throw error;
    }
  });
}

/** Imports jokes read from plain text (already split and checked). */
export function importJokes(db: Db, userId: number, jokes: JokeNoteItem[]): Promise<ImportResult> {
  return importMaterial(db, userId, async (add) => {
    for (const joke of jokes) await add("jokeNotes", joke);
  });
}

import type { JokeNoteCounts, ListFilter, ListPageQuery, PrintSelection } from "@shared/joke-notes/list-page";
import type { Db } from "../../db/client";
import { invalid } from "../../domain/domain-error";
import * as repo from "./joke-notes-list.repository";
import { decodeCursor, encodeCursor, type PageKey } from "./page-cursor";

/** One page as the JSON the API sends: the notes' JSON (built by PostgreSQL) and the next cursor. */
export async function notesPage(db: Db, userId: number, query: ListPageQuery): Promise<string> {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor);
  if (cursor === null) throw invalid("cursor is not valid for this sort. Start again from the first page.");
  // One row more than asked says whether another page follows.
  const rows = await repo.listPage(db, userId, { ...query, cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor(query.sort, { key: last.key, id: last.id }) : null;
  return `{"notes":[${page.map((row) => row.json).join(",")}],"nextCursor":${JSON.stringify(next)}}`;
}

export const noteCounts = (db: Db, userId: number, filter: ListFilter): Promise<JokeNoteCounts> =>
  repo.countNotes(db, userId, filter.q);

/** Raised with every change to the owner's notes; null before the first. */
export const listVersion = (db: Db, userId: number) => repo.listVersion(db, userId);

/** Notes read per query while a print streams. */
const PRINT_CHUNK = 500;

/**
 * The notes chosen for printing, in the sort, as chunks of a JSON array's items (each note's
 * JSON built by PostgreSQL), read a chunk at a time by keyset so memory stays flat at any size.
 */
export async function* printedNotes(db: Db, userId: number, selection: PrintSelection): AsyncGenerator<string> {
  const { sort, q, status, ids, exceptIds } = selection;
  let cursor: PageKey | undefined;
  for (;;) {
    const rows = await repo.listPage(db, userId, { sort, q, status, ids, exceptIds, cursor, limit: PRINT_CHUNK });
    if (rows.length === 0) return;
    yield rows.map((row) => row.json).join(",");
    const last = rows.at(-1)!;
    if (rows.length < PRINT_CHUNK) return;
    cursor = { key: last.key, id: last.id };
  }
}

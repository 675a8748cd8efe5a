import type { ComedyShow, ComedyShowImportResult } from "@shared/comedy-shows/comedy-show-dto";
import { ICS_BYTES_MAX, type ComedyShowImport, type ComedyShowInput } from "@shared/comedy-shows/comedy-show-input";
import type { Db } from "../../db/client";
import { invalid, notFound, tooLarge } from "../../domain/domain-error";
import * as repo from "./comedy-shows.repository";
import { fetchIcsFeed, type FeedOptions } from "./ics-feed";
import { IcsError, showsFromIcs } from "./ics-shows";

const NOT_FOUND = "Comedy show not found.";

export const upcomingShows = (db: Db, location: string) => repo.upcomingAt(db, location);

export const allShows = (db: Db) => repo.listAll(db);

export const createShow = (db: Db, input: ComedyShowInput) => repo.insertShow(db, input);

export async function updateShow(db: Db, id: number, input: ComedyShowInput): Promise<ComedyShow> {
  const show = await repo.updateShow(db, id, input);
  if (!show) throw notFound(NOT_FOUND);
  return show;
}

export async function deleteShow(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteShow(db, id))) throw notFound(NOT_FOUND);
}

/**
 * Imports a club's listings from an .ics file or feed: each upcoming VEVENT becomes a show,
 * matched on its UID, so importing the same calendar again adds nothing and updates only
 * the events that changed.
 */
export async function importShows(db: Db, input: ComedyShowImport, feed: FeedOptions = {}): Promise<ComedyShowImportResult> {
  const ics = input.url !== undefined ? await fetchIcsFeed(input.url, feed) : input.ics!;
  if (Buffer.byteLength(ics) > ICS_BYTES_MAX) throw tooLarge(`The calendar is larger than ${ICS_BYTES_MAX / 1_000_000} MB.`);
  let found: ReturnType<typeof showsFromIcs>;
  try {
    found = showsFromIcs(ics, { location: input.location, today: await repo.today(db) });
  } catch (error) {
    if (error instanceof IcsError) throw invalid(error.message);
    throw error;
  }
  const { added, updated } = await repo.upsertImported(db, found.shows);
  return { added, updated, unchanged: found.shows.length - added - updated, skipped: found.skipped };
}

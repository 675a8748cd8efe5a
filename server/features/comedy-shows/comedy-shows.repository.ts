import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import type { ComedyShowInput } from "@shared/comedy-shows/comedy-show-input";
import { comedyShows } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** The columns a ComedyShow answers (not the import's UID). */
const SHOW = {
  id: comedyShows.id,
  name: comedyShows.name,
  venue: comedyShows.venue,
  description: comedyShows.description,
  date: comedyShows.date,
  time: comedyShows.time,
  price: comedyShows.price,
  location: comedyShows.location,
  ticketUrl: comedyShows.ticketUrl,
  isOpenMic: comedyShows.isOpenMic,
};

/**
 * Today as the last place on Earth to reach it sees it (UTC−12): a show stays listed until
 * its date is over everywhere, so tonight's show never drops off while it is still on.
 */
const earliestToday = sql<string>`to_char((now() AT TIME ZONE 'Etc/GMT+12')::date, 'YYYY-MM-DD')`;

/** Shows at the location (any case) on today's date or later, soonest first. */
export const upcomingAt = (db: Db, location: string): Promise<ComedyShow[]> =>
  db
    .select(SHOW)
    .from(comedyShows)
    .where(and(sql`lower(${comedyShows.location}) = lower(${location})`, gte(comedyShows.date, earliestToday)))
    .orderBy(asc(comedyShows.date), asc(comedyShows.time), asc(comedyShows.id));

/** Every show, the latest date first, for the admin panel. */
export const listAll = (db: Db): Promise<ComedyShow[]> =>
  db.select(SHOW).from(comedyShows).orderBy(desc(comedyShows.date), desc(comedyShows.time), desc(comedyShows.id));

export async function insertShow(db: Db, input: ComedyShowInput): Promise<ComedyShow> {
  const [row] = await db.insert(comedyShows).values(input).returning(SHOW);
  if (!row) throw new Error("comedy show insert returned no row");
  return row;
}

export async function updateShow(db: Db, id: number, input: ComedyShowInput): Promise<ComedyShow | undefined> {
  const [row] = await db.update(comedyShows).set(input).where(eq(comedyShows.id, id)).returning(SHOW);
  return row;
}

export async function deleteShow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(comedyShows).where(eq(comedyShows.id, id)).returning({ id: comedyShows.id });
  return rows.length > 0;
}

/** Today's date (as `earliestToday` sees it), for skipping past events. */
export async function today(db: Db): Promise<string> {
  const result = await db.execute<{ today: string }>(sql`SELECT ${earliestToday} AS today`);
  return result.rows[0]!.today;
}

/**
 * Adds each imported show, or updates the one with its UID when a field changed, in one
 * statement; answers how many were added and how many changed.
 */
export async function upsertImported(db: Db, shows: (ComedyShowInput & { importUid: string })[]): Promise<{ added: number; updated: number }> {
  if (shows.length === 0) return { added: 0, updated: 0 };
  const payload = JSON.stringify(shows);
  const result = await db.execute<{ added: number; updated: number }>(sql`
    WITH incoming AS (
      SELECT * FROM json_to_recordset(${payload}::json) AS s(
        "name" text, "venue" text, "description" text, "date" text, "time" text, "price" text,
        "location" text, "ticketUrl" text, "isOpenMic" boolean, "importUid" text)
    ),
    saved AS (
      INSERT INTO comedy_shows (name, venue, description, date, time, price, location, ticket_url, is_open_mic, import_uid)
      SELECT "name", "venue", "description", "date", "time", "price", "location", "ticketUrl", "isOpenMic", "importUid" FROM incoming
      ON CONFLICT (import_uid) DO UPDATE SET
        name = EXCLUDED.name, venue = EXCLUDED.venue, description = EXCLUDED.description, date = EXCLUDED.date,
        time = EXCLUDED.time, location = EXCLUDED.location, ticket_url = EXCLUDED.ticket_url, is_open_mic = EXCLUDED.is_open_mic
      WHERE (comedy_shows.name, comedy_shows.venue, comedy_shows.description, comedy_shows.date, comedy_shows.time,
             comedy_shows.location, comedy_shows.ticket_url, comedy_shows.is_open_mic)
        IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.venue, EXCLUDED.description, EXCLUDED.date, EXCLUDED.time,
             EXCLUDED.location, EXCLUDED.ticket_url, EXCLUDED.is_open_mic)
      RETURNING (xmax = 0) AS inserted
    )
    SELECT count(*) FILTER (WHERE inserted)::int AS added, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM saved`);
  return result.rows[0] ?? { added: 0, updated: 0 };
}

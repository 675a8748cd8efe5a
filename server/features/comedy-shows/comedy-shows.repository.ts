import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import type { ComedyShowInput } from "@shared/comedy-shows/comedy-show-input";
import { comedyShows } from "@shared/schema/index";
import type { Db } from "../../db/client";

/**
 * Today as the last place on Earth to reach it sees it (UTC−12): a show stays listed until
 * its date is over everywhere, so tonight's show never drops off while it is still on.
 */
const earliestToday = sql<string>`to_char((now() AT TIME ZONE 'Etc/GMT+12')::date, 'YYYY-MM-DD')`;

/** Shows at the location (any case) on today's date or later, soonest first. */
export const upcomingAt = (db: Db, location: string): Promise<ComedyShow[]> =>
  db
    .select()
    .from(comedyShows)
    .where(and(sql`lower(${comedyShows.location}) = lower(${location})`, gte(comedyShows.date, earliestToday)))
    .orderBy(asc(comedyShows.date), asc(comedyShows.time), asc(comedyShows.id));

/** Every show, the latest date first, for the admin panel. */
export const listAll = (db: Db): Promise<ComedyShow[]> =>
  db.select().from(comedyShows).orderBy(desc(comedyShows.date), desc(comedyShows.time), desc(comedyShows.id));

export async function insertShow(db: Db, input: ComedyShowInput): Promise<ComedyShow> {
  const [row] = await db.insert(comedyShows).values(input).returning();
  if (!row) throw new Error("comedy show insert returned no row");
  return row;
}

export async function updateShow(db: Db, id: number, input: ComedyShowInput): Promise<ComedyShow | undefined> {
  const [row] = await db.update(comedyShows).set(input).where(eq(comedyShows.id, id)).returning();
  return row;
}

export async function deleteShow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(comedyShows).where(eq(comedyShows.id, id)).returning({ id: comedyShows.id });
  return rows.length > 0;
}

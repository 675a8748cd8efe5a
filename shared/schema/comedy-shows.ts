import { boolean, index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const comedyShows = pgTable(
  "comedy_shows",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    venue: text().notNull(),
    description: text(),
    date: text().notNull(),
    time: text().notNull(),
    price: text(),
    location: text().notNull(),
    ticketUrl: text().notNull(),
    isOpenMic: boolean().notNull().default(false),
    /** The VEVENT UID a show imported from an iCalendar feed or file came from; null when entered by hand. */
    importUid: text(),
  },
  (t) => [index("comedy_shows_location_idx").on(t.location), uniqueIndex("comedy_shows_import_uid_unique").on(t.importUid)],
);

export type ComedyShow = typeof comedyShows.$inferSelect;

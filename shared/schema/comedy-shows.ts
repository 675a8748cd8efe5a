import { boolean, index, pgTable, serial, text } from "drizzle-orm/pg-core";

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
  },
  (t) => [index("comedy_shows_location_idx").on(t.location)],
);

export type ComedyShow = typeof comedyShows.$inferSelect;

import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jokeNotes } from "./joke-notes";
import { users } from "./users";

/** Each inbound text, by Twilio's MessageSid: a retried delivery is answered, never saved twice. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial().primaryKey(),
    messageSid: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    jokeNoteId: integer().references(() => jokeNotes.id, { onDelete: "set null" }),
    reply: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sms_messages_message_sid_unique").on(t.messageSid)],
);

import { and, desc, eq, sql } from "drizzle-orm";
import type { NoteInput } from "@shared/notes/note-input";
import type { Note } from "@shared/notes/note-dto";
import { notes } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** The columns a Note is made of, and the one mapping from them. */
const columns = {
  id: notes.id,
  title: notes.title,
  content: notes.content,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};
type NoteRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };
const toNote = (row: NoteRow): Note => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const owned = (userId: number, id: number) => and(eq(notes.userId, userId), eq(notes.id, id));

/** The owner's notes, the most recently changed first. */
export async function listNotes(db: Db, userId: number): Promise<Note[]> {
  const rows = await db
    .select(columns)
    .from(notes)
    .where(eq(notes.userId, userId))
    .orderBy(desc(notes.updatedAt), desc(notes.id));
  return rows.map(toNote);
}

export async function insertNote(db: Db, userId: number, input: NoteInput): Promise<Note> {
  const [row] = await db.insert(notes).values({ ...input, userId }).returning(columns);
  if (!row) throw new Error("note insert returned no row");
  return toNote(row);
}

export async function updateNote(db: Db, userId: number, id: number, input: NoteInput): Promise<Note | undefined> {
  const [row] = await db
    .update(notes)
    .set({ ...input, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning(columns);
  return row && toNote(row);
}

export async function deleteNote(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(notes).where(owned(userId, id)).returning({ id: notes.id });
  return deleted.length > 0;
}

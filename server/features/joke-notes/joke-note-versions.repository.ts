import { and, desc, eq, sql } from "drizzle-orm";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { noteText, type NoteText } from "@shared/joke-notes/note-text";
import type { SetAsideReason } from "@shared/joke-notes/set-aside";
import { jokeNotes, jokeNoteVersions } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";
import { ownerCheck } from "../../db/owner-check";

const textColumns = {
  setup: jokeNotes.setup,
  punchlines: jokeNotes.punchlines,
  notes: jokeNotes.notes,
  inspiration: jokeNotes.inspiration,
};

/** The note's words, its row locked until the transaction ends (so two edits keep two versions). */
export async function lockNoteText(tx: DbExecutor, userId: number, noteId: number): Promise<NoteText | undefined> {
  const [row] = await tx
    .select(textColumns)
    .from(jokeNotes)
    .where(and(eq(jokeNotes.id, noteId), ownerCheck(jokeNotes.userId, userId)))
    .for("update");
  return row;
}

export async function insertVersion(tx: DbExecutor, userId: number, noteId: number, text: NoteText): Promise<void> {
  await tx.insert(jokeNoteVersions).values({ ...text, userId, jokeNoteId: noteId });
}

/** Keeps words aside as a flagged version of the owner's note (the caller has locked the note). */
export async function insertSetAsideVersion(
  tx: DbExecutor,
  userId: number,
  noteId: number,
  text: NoteText,
  setAside: SetAsideReason,
): Promise<JokeNoteVersion> {
  const [row] = await tx
    .insert(jokeNoteVersions)
    .values({ ...noteText(text), setAside, userId, jokeNoteId: noteId })
    .returning(versionJson);
  return asDto(row!);
}

/** The note's newest version, if any. */
export async function newestVersion(tx: DbExecutor, userId: number, noteId: number): Promise<JokeNoteVersion | undefined> {
  const [row] = await tx
    .select(versionJson)
    .from(jokeNoteVersions)
    .where(and(eq(jokeNoteVersions.userId, userId), eq(jokeNoteVersions.jokeNoteId, noteId)))
    .orderBy(desc(jokeNoteVersions.id))
    .limit(1);
  return row && asDto(row);
}

/** Drops the note's versions past the newest `keep`. */
export async function dropOldVersions(tx: DbExecutor, userId: number, noteId: number, keep: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${jokeNoteVersions}
    WHERE ${jokeNoteVersions.userId} = ${userId} AND ${jokeNoteVersions.jokeNoteId} = ${noteId}
      AND ${jokeNoteVersions.id} < (
        SELECT min(id) FROM (
          SELECT id FROM ${jokeNoteVersions}
          WHERE ${jokeNoteVersions.userId} = ${userId} AND ${jokeNoteVersions.jokeNoteId} = ${noteId}
          ORDER BY id DESC LIMIT ${keep}
        ) AS newest
      )`);
}

const versionJson = {
  id: jokeNoteVersions.id,
  setup: jokeNoteVersions.setup,
  punchlines: jokeNoteVersions.punchlines,
  notes: jokeNoteVersions.notes,
  inspiration: jokeNoteVersions.inspiration,
  setAside: jokeNoteVersions.setAside,
  createdAt: jokeNoteVersions.createdAt,
};

const asDto = ({ createdAt, ...row }: { createdAt: Date } & Omit<JokeNoteVersion, "createdAt">): JokeNoteVersion => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The note's versions, newest first; undefined when the note is not the owner's. */
export async function listVersions(db: DbExecutor, userId: number, noteId: number): Promise<JokeNoteVersion[] | undefined> {
  const [note] = await db
    .select({ id: jokeNotes.id })
    .from(jokeNotes)
    .where(and(eq(jokeNotes.id, noteId), ownerCheck(jokeNotes.userId, userId)));
  if (!note) return undefined;
  const rows = await db
    .select(versionJson)
    .from(jokeNoteVersions)
    .where(and(eq(jokeNoteVersions.userId, userId), eq(jokeNoteVersions.jokeNoteId, noteId)))
    .orderBy(desc(jokeNoteVersions.id));
  return rows.map(asDto);
}

export async function findVersionText(
  db: DbExecutor,
  userId: number,
  noteId: number,
  versionId: number,
): Promise<NoteText | undefined> {
  const [row] = await db
    .select({
      setup: jokeNoteVersions.setup,
      punchlines: jokeNoteVersions.punchlines,
      notes: jokeNoteVersions.notes,
      inspiration: jokeNoteVersions.inspiration,
    })
    .from(jokeNoteVersions)
    .where(
      and(
        eq(jokeNoteVersions.userId, userId),
        eq(jokeNoteVersions.jokeNoteId, noteId),
        eq(jokeNoteVersions.id, versionId),
      ),
    );
  return row;
}

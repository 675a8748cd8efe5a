import { and, asc, eq, gt } from "drizzle-orm";
import type { NoteItem } from "@shared/material/material-file";
import type { NoteExport } from "@shared/material/material-export";
import { notes } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";

/** A page of the owner's notes after `afterId`, by id. */
export async function exportPage(tx: DbExecutor, userId: number, afterId: number, limit: number): Promise<(NoteExport & { id: number })[]> {
  const rows = await tx
    .select({ id: notes.id, title: notes.title, content: notes.content, createdAt: notes.createdAt, updatedAt: notes.updatedAt })
    .from(notes)
    .where(and(eq(notes.userId, userId), gt(notes.id, afterId)))
    .orderBy(asc(notes.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    exportId: `note-${row.id}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function existingNotes(tx: DbExecutor, userId: number): Promise<{ title: string; content: string }[]> {
  return tx.select({ title: notes.title, content: notes.content }).from(notes).where(eq(notes.userId, userId));
}

export async function insertImported(tx: DbExecutor, userId: number, items: NoteItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 1_000) {
    const rows = items.slice(i, i + 1_000).map((item) => ({
      userId,
      title: item.title,
      content: item.content,
      ...(item.createdAt ? { createdAt: new Date(item.createdAt) } : {}),
      ...(item.updatedAt ? { updatedAt: new Date(item.updatedAt) } : {}),
    }));
    if (rows.length) await tx.insert(notes).values(rows);
  }
}

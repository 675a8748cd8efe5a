import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { videoUploads, videoUploadSlots } from "@shared/schema/index";
import type { Db } from "../../db/client";

export type VideoRow = typeof videoUploads.$inferSelect;
export type UploadSlot = typeof videoUploadSlots.$inferSelect;

export async function insertSlot(db: Db, slot: typeof videoUploadSlots.$inferInsert): Promise<void> {
  await db.insert(videoUploadSlots).values(slot);
}

/** The uploader's own slot for this path, while it may still be saved. */
export async function findOwnSlot(db: Db, userId: number, objectPath: string, notBefore: Date): Promise<UploadSlot | undefined> {
  const [slot] = await db
    .select()
    .from(videoUploadSlots)
    .where(
      and(
        eq(videoUploadSlots.objectPath, objectPath),
        eq(videoUploadSlots.userId, userId),
        gt(videoUploadSlots.createdAt, notBefore),
      ),
    )
    .limit(1);
  return slot;
}

/** Whether an upload URL was handed out for this path and its video is not saved yet. */
export async function slotIsOpen(db: Db, objectPath: string, notBefore: Date): Promise<boolean> {
  const [slot] = await db
    .select({ objectPath: videoUploadSlots.objectPath })
    .from(videoUploadSlots)
    .where(and(eq(videoUploadSlots.objectPath, objectPath), gt(videoUploadSlots.createdAt, notBefore)))
    .limit(1);
  return slot !== undefined;
}

/** Saves the video and uses up its slot, together: a slot is saved once. */
export async function insertVideoFromSlot(
  db: Db,
  userId: number,
  objectPath: string,
  values: Omit<typeof videoUploads.$inferInsert, "userId" | "objectPath">,
): Promise<VideoRow | undefined> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(videoUploadSlots)
      .where(and(eq(videoUploadSlots.objectPath, objectPath), eq(videoUploadSlots.userId, userId)))
      .returning({ objectPath: videoUploadSlots.objectPath });
    if (used.length === 0) return undefined;
    const [row] = await tx.insert(videoUploads).values({ ...values, userId, objectPath }).returning();
    return row;
  });
}

export function listOwnVideos(db: Db, userId: number): Promise<VideoRow[]> {
  return db.select().from(videoUploads).where(eq(videoUploads.userId, userId)).orderBy(desc(videoUploads.createdAt), desc(videoUploads.id));
}

export async function updateOwnVideo(
  db: Db,
  userId: number,
  id: number,
  values: { title?: string; description?: string | null; isPublished?: boolean },
): Promise<VideoRow | undefined> {
  const published =
    values.isPublished === undefined
      ? {}
      : {
          isPublished: values.isPublished,
          // The first publication's time is kept while it stays published.
          publishedAt: values.isPublished ? sql`coalesce(${videoUploads.publishedAt}, now())` : null,
        };
  const [row] = await db
    .update(videoUploads)
    .set({
      ...(values.title === undefined ? {} : { title: values.title }),
      ...(values.description === undefined ? {} : { description: values.description }),
      ...published,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videoUploads.id, id), eq(videoUploads.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnVideo(db: Db, userId: number, id: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .delete(videoUploads)
    .where(and(eq(videoUploads.id, id), eq(videoUploads.userId, userId)))
    .returning();
  return row;
}

/** Slots handed out before `before` and never saved: their uploads are abandoned. */
export async function deleteStaleSlots(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(videoUploadSlots)
    .where(lt(videoUploadSlots.createdAt, before))
    .returning({ objectPath: videoUploadSlots.objectPath });
  return rows.map((r) => r.objectPath);
}

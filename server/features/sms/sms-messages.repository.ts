import { eq } from "drizzle-orm";
import { smsMessages } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";

export async function findReply(db: DbExecutor, messageSid: string): Promise<string | undefined> {
  const [row] = await db.select({ reply: smsMessages.reply }).from(smsMessages).where(eq(smsMessages.messageSid, messageSid));
  return row?.reply;
}

/** Records the message; false when this MessageSid was recorded already (a retried delivery). */
export async function recordMessage(
  db: DbExecutor,
  values: { messageSid: string; userId: number | null; reply: string },
): Promise<number | undefined> {
  const [row] = await db.insert(smsMessages).values(values).onConflictDoNothing().returning({ id: smsMessages.id });
  return row?.id;
}

export async function linkJoke(db: DbExecutor, id: number, jokeNoteId: number): Promise<void> {
  await db.update(smsMessages).set({ jokeNoteId }).where(eq(smsMessages.id, id));
}

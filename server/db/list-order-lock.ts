import { sql } from "drizzle-orm";
import type { DbExecutor } from "./client";

/**
 * The advisory-lock class of each kind of owner-ordered list; the lock's second key is the
 * owner's id. One place, so no two kinds of list ever share a class.
 */
export const LIST_ORDER_LOCKS = {
  jokeNotes: 728_301,
  thoughtCategories: 728_302,
} as const;

export type OrderedList = keyof typeof LIST_ORDER_LOCKS;

/**
 * Makes writes of one owner's list order take turns: held to the end of the transaction and
 * taken before any row lock, so two devices reordering, moving or adding at once never
 * deadlock, never mix their orders and never give two rows one place. Other owners, and the
 * owner's other lists, are not held up. A transaction that needs two takes them in the order
 * of LIST_ORDER_LOCKS.
 */
export async function lockListOrder(tx: DbExecutor, list: OrderedList, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIST_ORDER_LOCKS[list]}, ${ownerId})`);
}

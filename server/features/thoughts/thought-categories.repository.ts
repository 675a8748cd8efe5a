import { and, asc, eq, sql } from "drizzle-orm";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { CreateCategoryInput, UpdateCategoryInput } from "@shared/thoughts/category-input";
import { thoughtCategories, thoughts } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";
import { lockListOrder } from "../../db/list-order-lock";
import { intArray } from "../../db/int-array";

/** The columns a ThoughtCategory is made of (with its count of thoughts), and the one mapping from them. */
const columns = {
  id: thoughtCategories.id,
  name: thoughtCategories.name,
  description: thoughtCategories.description,
  color: thoughtCategories.color,
  sortOrder: thoughtCategories.sortOrder,
  createdAt: thoughtCategories.createdAt,
  updatedAt: thoughtCategories.updatedAt,
  // Spelled out: drizzle writes a lone table's columns unqualified, and "id" would be the thought's.
  thoughtCount: sql<number>`(SELECT count(*)::int FROM ${thoughts} t WHERE t.category_id = "thought_categories"."id")`,
};
type CategoryRow = Omit<ThoughtCategory, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };
const toCategory = (row: CategoryRow): ThoughtCategory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const owned = (userId: number, id: number) => and(eq(thoughtCategories.userId, userId), eq(thoughtCategories.id, id));

/** The owner's categories in their order. */
export async function listCategories(db: Db, userId: number): Promise<ThoughtCategory[]> {
  const rows = await db
    .select(columns)
    .from(thoughtCategories)
    .where(eq(thoughtCategories.userId, userId))
    .orderBy(asc(thoughtCategories.sortOrder), asc(thoughtCategories.id));
  return rows.map(toCategory);
}

/** The place after the owner's last category (0 for the first). */
export const afterLastCategory = (userId: number) =>
  sql`(SELECT COALESCE(MAX(${thoughtCategories.sortOrder}) + 1, 0) FROM ${thoughtCategories} WHERE ${thoughtCategories.userId} = ${userId})`;

/** Within a transaction that holds the owner's category order (a savepoint when `db` is one already). */
export const withCategoryOrder = <T>(db: DbExecutor, userId: number, write: (tx: DbExecutor) => Promise<T>) =>
  db.transaction(async (tx) => {
    await lockListOrder(tx, "thoughtCategories", userId);
    return write(tx);
  });

/** Files a new category last, taking its turn with the other writes of the owner's order. */
export async function insertCategory(db: Db, userId: number, input: CreateCategoryInput): Promise<ThoughtCategory> {
  const [row] = await withCategoryOrder(db, userId, (tx) =>
    tx
      .insert(thoughtCategories)
      .values({ ...input, userId, sortOrder: afterLastCategory(userId) })
      .returning(columns),
  );
  if (!row) throw new Error("category insert returned no row");
  return toCategory(row);
}

export async function updateCategory(
  db: Db,
  userId: number,
  id: number,
  input: UpdateCategoryInput,
): Promise<ThoughtCategory | undefined> {
  const [row] = await db
    .update(thoughtCategories)
    .set({ ...input, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning(columns);
  return row && toCategory(row);
}

/**
 * Deletes the category (its thoughts go with it, by the foreign key) and closes the gap in
 * the owner's order.
 */
export async function deleteCategory(db: Db, userId: number, id: number): Promise<boolean> {
  return withCategoryOrder(db, userId, async (tx) => {
    const deleted = await tx.delete(thoughtCategories).where(owned(userId, id)).returning({ id: thoughtCategories.id });
    if (deleted.length === 0) return false;
    await tx.execute(sql`
      UPDATE ${thoughtCategories} SET sort_order = ranked.pos
      FROM (
        SELECT id, (row_number() OVER (ORDER BY sort_order, id) - 1)::int AS pos
        FROM ${thoughtCategories} WHERE user_id = ${userId}
      ) ranked
      WHERE ${thoughtCategories.id} = ranked.id AND ${thoughtCategories.sortOrder} <> ranked.pos`);
    return true;
  });
}

/**
 * Puts the listed categories first, in the given order, and the owner's others after them in
 * their previous order. One statement, in its turn with the other writes of the owner's order:
 * it updates only when every listed id is the owner's, and returns false, having changed
 * nothing, otherwise.
 */
export async function reorderCategories(db: Db, userId: number, categoryIds: number[]): Promise<boolean> {
  const result = await withCategoryOrder(db, userId, (tx) => tx.execute<{ owned: number }>(sql`
    WITH wanted AS (SELECT id, ord FROM unnest(${intArray(categoryIds)}) WITH ORDINALITY AS w(id, ord)),
    owned AS (
      SELECT count(*)::int AS n FROM ${thoughtCategories} c JOIN wanted w ON w.id = c.id WHERE c.user_id = ${userId}
    ),
    ranked AS (
      SELECT c.id, (row_number() OVER (ORDER BY w.ord NULLS LAST, c.sort_order, c.id) - 1)::int AS pos
      FROM ${thoughtCategories} c LEFT JOIN wanted w ON w.id = c.id
      WHERE c.user_id = ${userId}
    ),
    moved AS (
      UPDATE ${thoughtCategories} SET sort_order = ranked.pos
      FROM ranked, owned
      WHERE ${thoughtCategories.id} = ranked.id AND ${thoughtCategories.userId} = ${userId}
        AND owned.n = ${categoryIds.length}
        AND ${thoughtCategories.sortOrder} IS DISTINCT FROM ranked.pos
      RETURNING 1
    )
    SELECT n AS owned FROM owned`));
  return result.rows[0]?.owned === categoryIds.length;
}

/**
 * Whether the category is the owner's, holding it (FOR KEY SHARE) until the transaction
 * ends, so it cannot be deleted while a thought is filed in it.
 */
export async function lockOwnedCategory(tx: DbExecutor, userId: number, id: number): Promise<{ name: string } | undefined> {
  const [row] = await tx
    .select({ name: thoughtCategories.name })
    .from(thoughtCategories)
    .where(owned(userId, id))
    .for("key share");
  return row;
}

/** The category's name, when it is the owner's. */
export async function categoryName(db: Db, userId: number, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: thoughtCategories.name }).from(thoughtCategories).where(owned(userId, id));
  return row?.name;
}


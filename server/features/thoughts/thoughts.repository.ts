import { and, desc, eq, sql } from "drizzle-orm";
import type { Thought } from "@shared/thoughts/thought-dto";
import type { CreateThoughtInput, UpdateThoughtInput } from "@shared/thoughts/thought-input";
import { thoughts } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { lockOwnedCategory } from "./thought-categories.repository";

/** The columns a Thought is made of, and the one mapping from them. */
const columns = {
  id: thoughts.id,
  categoryId: thoughts.categoryId,
  content: thoughts.content,
  tags: thoughts.tags,
  isFavorite: thoughts.isFavorite,
  createdAt: thoughts.createdAt,
  updatedAt: thoughts.updatedAt,
};
type ThoughtRow = Omit<Thought, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };
const toThought = (row: ThoughtRow): Thought => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const owned = (userId: number, id: number) => and(eq(thoughts.userId, userId), eq(thoughts.id, id));

/** The owner's thoughts, newest first: all of them, or one category's. */
export async function listThoughts(db: Db, userId: number, categoryId?: number): Promise<Thought[]> {
  const rows = await db
    .select(columns)
    .from(thoughts)
    .where(and(eq(thoughts.userId, userId), categoryId === undefined ? undefined : eq(thoughts.categoryId, categoryId)))
    .orderBy(desc(thoughts.createdAt), desc(thoughts.id));
  return rows.map(toThought);
}

export async function findThought(db: Db, userId: number, id: number): Promise<Thought | undefined> {
  const [row] = await db.select(columns).from(thoughts).where(owned(userId, id));
  return row && toThought(row);
}

/** Files the thought in the category, or returns "no-category" when the category is not the owner's. */
export async function insertThought(db: Db, userId: number, input: CreateThoughtInput): Promise<Thought | "no-category"> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedCategory(tx, userId, input.categoryId))) return "no-category";
    const [row] = await tx.insert(thoughts).values({ ...input, userId }).returning(columns);
    if (!row) throw new Error("thought insert returned no row");
    return toThought(row);
  });
}

/**
 * Changes the fields given. A move (categoryId) is made only into one of the owner's
 * categories: "no-category" otherwise; "no-thought" when the thought is not the owner's.
 */
export async function updateThought(
  db: Db,
  userId: number,
  id: number,
  input: UpdateThoughtInput,
): Promise<Thought | "no-thought" | "no-category"> {
  return db.transaction(async (tx) => {
    if (input.categoryId !== undefined && !(await lockOwnedCategory(tx, userId, input.categoryId))) return "no-category";
    const [row] = await tx
      .update(thoughts)
      .set({ ...input, updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning(columns);
    return row ? toThought(row) : "no-thought";
  });
}

export async function deleteThought(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(thoughts).where(owned(userId, id)).returning({ id: thoughts.id });
  return deleted.length > 0;
}

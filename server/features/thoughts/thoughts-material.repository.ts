import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { ThoughtCategoryItem } from "@shared/material/material-file";
import type { ThoughtCategoryExport } from "@shared/material/material-export";
import { thoughtCategories, thoughts } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";
import { lockListOrder } from "../../db/list-order-lock";
import { afterLastCategory } from "./thought-categories.repository";

/** A page of the owner's categories after `afterId`, by id, each with its thoughts newest first. */
export async function exportPage(
  tx: DbExecutor,
  userId: number,
  afterId: number,
  limit: number,
): Promise<(ThoughtCategoryExport & { id: number })[]> {
  const categories = await tx
    .select({
      id: thoughtCategories.id,
      name: thoughtCategories.name,
      description: thoughtCategories.description,
      color: thoughtCategories.color,
      sortOrder: thoughtCategories.sortOrder,
    })
    .from(thoughtCategories)
    .where(and(eq(thoughtCategories.userId, userId), gt(thoughtCategories.id, afterId)))
    .orderBy(asc(thoughtCategories.id))
    .limit(limit);
  if (categories.length === 0) return [];
  const rows = await tx
    .select({
      categoryId: thoughts.categoryId,
      content: thoughts.content,
      tags: thoughts.tags,
      isFavorite: thoughts.isFavorite,
      createdAt: thoughts.createdAt,
    })
    .from(thoughts)
    .where(
      and(
        eq(thoughts.userId, userId),
        sql`${thoughts.categoryId} = ANY(${`{${categories.map((c) => c.id).join(",")}}`}::int[])`,
      ),
    )
    .orderBy(sql`${thoughts.createdAt} DESC, ${thoughts.id} DESC`);
  return categories.map((category) => ({
    ...category,
    exportId: `thought-category-${category.id}`,
    thoughts: rows
      .filter((row) => row.categoryId === category.id)
      .map(({ categoryId: _c, createdAt, ...thought }) => ({ ...thought, createdAt: createdAt.toISOString() })),
  }));
}

export async function existingCategories(tx: DbExecutor, userId: number): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: thoughtCategories.id, name: thoughtCategories.name })
    .from(thoughtCategories)
    .where(eq(thoughtCategories.userId, userId))
    .orderBy(asc(thoughtCategories.id));
}

export async function insertCategory(tx: DbExecutor, userId: number, item: ThoughtCategoryItem): Promise<number> {
  await lockListOrder(tx, "thoughtCategories", userId);
  const [row] = await tx
    .insert(thoughtCategories)
    .values({
      userId,
      name: item.name,
      description: item.description,
      color: item.color,
      sortOrder: afterLastCategory(userId),
    })
    .returning({ id: thoughtCategories.id });
  if (!row) throw new Error("category insert returned no row");
  return row.id;
}

export async function existingThoughtContents(tx: DbExecutor, userId: number, categoryId: number): Promise<string[]> {
  const rows = await tx
    .select({ content: thoughts.content })
    .from(thoughts)
    .where(and(eq(thoughts.userId, userId), eq(thoughts.categoryId, categoryId)));
  return rows.map((row) => row.content);
}

export async function insertThoughts(
  tx: DbExecutor,
  userId: number,
  categoryId: number,
  items: ThoughtCategoryItem["thoughts"],
): Promise<void> {
  for (let i = 0; i < items.length; i += 1_000) {
    const rows = items.slice(i, i + 1_000).map((item) => ({
      userId,
      categoryId,
      content: item.content,
      tags: item.tags,
      isFavorite: item.isFavorite,
      ...(item.createdAt ? { createdAt: new Date(item.createdAt) } : {}),
    }));
    if (rows.length) await tx.insert(thoughts).values(rows);
  }
}

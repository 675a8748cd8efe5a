import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { CreateCategoryInput, UpdateCategoryInput } from "@shared/thoughts/category-input";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../domain/domain-error";
import * as repo from "./thought-categories.repository";

/** Also the answer for another user's category. */
export const CATEGORY_NOT_FOUND = "Category not found.";

export const listCategories = (db: Db, userId: number): Promise<ThoughtCategory[]> => repo.listCategories(db, userId);

export const createCategory = (db: Db, userId: number, input: CreateCategoryInput): Promise<ThoughtCategory> =>
  repo.insertCategory(db, userId, input);

export async function updateCategory(db: Db, userId: number, id: number, input: UpdateCategoryInput): Promise<ThoughtCategory> {
  const category = await repo.updateCategory(db, userId, id, input);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Deletes the category and every thought filed in it. */
export async function deleteCategory(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteCategory(db, userId, id))) throw notFound(CATEGORY_NOT_FOUND);
}

export async function reorderCategories(db: Db, userId: number, categoryIds: number[]): Promise<void> {
  if (!(await repo.reorderCategories(db, userId, categoryIds))) {
    throw invalid("Some of these categories are not yours or no longer exist. Nothing was reordered.");
  }
}

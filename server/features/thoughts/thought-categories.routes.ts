import { Router } from "express";
import { thoughtCategoriesApi } from "@shared/api/thoughts";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as categories from "./thought-categories.service";

/** My Thoughts' categories: /api/thought-categories. */
export function thoughtCategoryRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/thought-categories");
  const api = thoughtCategoriesApi.routes;

  on(api.list, ({ userId }) => categories.listCategories(db, userId));
  on(api.create, ({ userId, body }) => categories.createCategory(db, userId, body));
  // Before `update`, or `/reorder` would be read as a category id.
  on(api.reorder, async ({ userId, body }) => {
    await categories.reorderCategories(db, userId, body.categoryIds);
    return { message: "Categories reordered." };
  });
  on(api.update, ({ userId, params, body }) => categories.updateCategory(db, userId, params.id, body));
  on(api.remove, ({ userId, params }) => categories.deleteCategory(db, userId, params.id));

  return router;
}

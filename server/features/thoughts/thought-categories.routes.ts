import { Router } from "express";
import {
  categoryIdSchema,
  createCategorySchema,
  reorderCategoriesSchema,
  updateCategorySchema,
} from "@shared/thoughts/category-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as categories from "./thought-categories.service";

/** My Thoughts' categories: /api/thought-categories. */
export function thoughtCategoryRoutes(db: Db): Router {
  const router = Router();
  router.use(requireUser);
  const id = (params: unknown) => parseInput(categoryIdSchema, params).id;

  router.get("/", async (req, res) => {
    res.json(await categories.listCategories(db, currentUserId(req)));
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createCategorySchema, req.body);
    res.status(201).json(await categories.createCategory(db, currentUserId(req), input));
  });

  router.put("/reorder", async (req, res) => {
    const { categoryIds } = parseInput(reorderCategoriesSchema, req.body);
    await categories.reorderCategories(db, currentUserId(req), categoryIds);
    res.json({ message: "Categories reordered." });
  });

  router.put("/:id", async (req, res) => {
    const categoryId = id(req.params);
    const input = parseInput(updateCategorySchema, req.body);
    res.json(await categories.updateCategory(db, currentUserId(req), categoryId, input));
  });

  router.delete("/:id", async (req, res) => {
    await categories.deleteCategory(db, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}

import { z } from "zod";
import { jokeNoteSchema } from "../joke-notes/joke-note-dto";
import { categoriesReorderedSchema, thoughtCategorySchema } from "../thoughts/category-dto";
import { categoryIdSchema, createCategorySchema, reorderCategoriesSchema, updateCategorySchema } from "../thoughts/category-input";
import { thoughtSchema } from "../thoughts/thought-dto";
import { createThoughtSchema, thoughtIdSchema, thoughtListQuerySchema, updateThoughtSchema } from "../thoughts/thought-input";
import { defineRoute, defineRouteGroup } from "./route";

export const thoughtsApi = defineRouteGroup({
  tag: "Thoughts",
  description: "My Thoughts: quick observations filed in categories, each one a joke note in waiting.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/thoughts",
      summary: "List the comedian's thoughts, newest first, optionally of one category",
      access: "user",
      query: thoughtListQuerySchema,
      responses: { 200: z.array(thoughtSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/thoughts",
      summary: "File a thought in one of the comedian's categories",
      access: "user",
      body: createThoughtSchema,
      responses: { 201: thoughtSchema },
    }),
    promote: defineRoute({
      method: "POST",
      path: "/api/thoughts/:id/promote",
      summary: "Turn a thought into a joke note (the thought stays)",
      access: "user",
      params: thoughtIdSchema,
      responses: { 201: jokeNoteSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/thoughts/:id",
      summary: "Edit a thought, star it, or move it to another category",
      access: "user",
      params: thoughtIdSchema,
      body: updateThoughtSchema,
      responses: { 200: thoughtSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/thoughts/:id",
      summary: "Delete a thought",
      access: "user",
      params: thoughtIdSchema,
      responses: { 204: null },
    }),
  },
});

export const thoughtCategoriesApi = defineRouteGroup({
  tag: "Thought categories",
  description: "The categories My Thoughts files thoughts in, in the comedian's own order.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/thought-categories",
      summary: "List the comedian's categories in their order, with how many thoughts each holds",
      access: "user",
      responses: { 200: z.array(thoughtCategorySchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/thought-categories",
      summary: "Add a category (it goes last)",
      access: "user",
      body: createCategorySchema,
      responses: { 201: thoughtCategorySchema },
    }),
    reorder: defineRoute({
      method: "PUT",
      path: "/api/thought-categories/reorder",
      summary: "Put the categories in a new order (any left out follow in their old order)",
      access: "user",
      body: reorderCategoriesSchema,
      responses: { 200: categoriesReorderedSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/thought-categories/:id",
      summary: "Rename, redescribe or recolour a category",
      access: "user",
      params: categoryIdSchema,
      body: updateCategorySchema,
      responses: { 200: thoughtCategorySchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/thought-categories/:id",
      summary: "Delete a category and every thought filed in it",
      access: "user",
      params: categoryIdSchema,
      responses: { 204: null },
    }),
  },
});

import { z } from "zod";

/** A thought category as the API answers it, with how many thoughts it holds. */
export const thoughtCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  sortOrder: z.number().int(),
  thoughtCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type ThoughtCategory = z.infer<typeof thoughtCategorySchema>;

/** The answer to a reorder: the new order is read back with the list. */
export const categoriesReorderedSchema = z.object({ message: z.string() });

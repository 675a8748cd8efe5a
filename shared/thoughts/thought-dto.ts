import { z } from "zod";

/** A thought as the API answers it. */
export const thoughtSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  content: z.string(),
  tags: z.array(z.string()),
  isFavorite: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Thought = z.infer<typeof thoughtSchema>;

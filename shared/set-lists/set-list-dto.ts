import { z } from "zod";

/** One bit of a set as `GET /api/set-lists/{id}` answers it. */
export const setListItemSchema = z.object({
  jokeNoteId: z.number().int(),
  setup: z.string(),
  punchlines: z.array(z.string()),
  estimatedSeconds: z.number().int(),
});

/** A set list with its bits in running order and its total running time. */
export const setListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  targetMinutes: z.number().int(),
  items: z.array(setListItemSchema),
  estimatedSeconds: z.number().int(),
});

/** A set list in `GET /api/set-lists`: no bits, their count and total instead. */
export const setListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  targetMinutes: z.number().int(),
  itemCount: z.number().int(),
  estimatedSeconds: z.number().int(),
  updatedAt: z.iso.datetime(),
});

export type SetListItem = z.infer<typeof setListItemSchema>;
export type SetList = z.infer<typeof setListSchema>;
export type SetListSummary = z.infer<typeof setListSummarySchema>;

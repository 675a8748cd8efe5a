import { z } from "zod";

/** A note as every endpoint answers it (dates as ISO strings), declared once. */
export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Note = z.infer<typeof noteSchema>;

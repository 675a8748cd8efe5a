import { z } from "zod";

/**
 * A comedy show as `GET /api/comedy-shows` answers it: the one declaration of its shape,
 * free of drizzle so the browser can import it.
 */
export const comedyShowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  price: z.string().nullable(),
  location: z.string(),
  ticketUrl: z.string(),
  isOpenMic: z.boolean(),
});

export type ComedyShow = z.infer<typeof comedyShowSchema>;

/** What an import did (POST /api/admin/comedy-shows/import). */
export const comedyShowImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ uid: z.string().nullable(), summary: z.string().nullable(), reason: z.string() })),
});
export type ComedyShowImportResult = z.infer<typeof comedyShowImportResultSchema>;

import { z } from "zod";

/** A video as GET /api/videos answers it. `videoURL` plays in a <video> element until it expires. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  objectPath: z.string(),
  videoURL: z.string(),
  originalFilename: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Video = z.infer<typeof videoSchema>;

/** POST /api/videos/upload */
export const uploadTicketSchema = z.object({
  uploadURL: z.string(),
  objectPath: z.string(),
  /** Send the file with exactly these headers (the URL is signed for them). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

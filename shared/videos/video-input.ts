import { z } from "zod";
import { idParams } from "../validation/id";
import { optionalUserText, userText } from "../validation/user-text";
import { isVideoType, MAX_VIDEO_BYTES } from "./video-rules";

/** POST /api/videos/upload: the file about to be sent. */
export const requestUploadSchema = z.object({
  filename: userText({ label: "filename", max: 255 }),
  contentType: z
    .string({ error: "contentType must be text" })
    .trim()
    .toLowerCase()
    .refine(isVideoType, "Only video files can be uploaded (MP4, WebM, MOV, MKV and the like).")
    .transform((v) => v),
  size: z
    .number({ error: "size must be a number of bytes" })
    .int("size must be a whole number of bytes")
    .min(1, "This file is empty.")
    .max(MAX_VIDEO_BYTES, "Videos may be at most 4 GB."),
});
export type RequestUploadInput = z.infer<typeof requestUploadSchema>;

/** Object paths the server hands out: `videos/<uuid>.<ext>`. */
export const OBJECT_PATH_PATTERN = /^videos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

const objectPath = z.string({ error: "objectPath must be text" }).regex(OBJECT_PATH_PATTERN, "No object path found - upload may have failed");

/**
 * POST /api/videos: the metadata of an uploaded file. The spec's client sends the object path
 * as `videoURL`; `objectPath` is taken too. Size and type are read from the stored object, not
 * from here.
 */
export const createVideoSchema = z
  .object({
    title: userText({ label: "Title", max: 200 }),
    description: optionalUserText({ label: "Description", max: 5_000 }).optional(),
    objectPath: objectPath.optional(),
    videoURL: objectPath.optional(),
    originalFilename: optionalUserText({ label: "originalFilename", max: 255 }).optional(),
    fileSize: z.number().int().min(0).max(MAX_VIDEO_BYTES).optional(),
    mimeType: z.string().max(100).optional(),
  })
  .transform(({ objectPath: path, videoURL, ...rest }, ctx) => {
    const chosen = path ?? videoURL;
    if (!chosen) {
      ctx.addIssue({ code: "custom", path: ["objectPath"], message: "No object path found - upload may have failed" });
      return z.NEVER;
    }
    return { ...rest, objectPath: chosen };
  });
export type CreateVideoInput = z.infer<typeof createVideoSchema>;

/** PATCH /api/videos/:id */
export const updateVideoSchema = z
  .object({
    title: userText({ label: "Title", max: 200 }).optional(),
    description: optionalUserText({ label: "Description", max: 5_000 }).optional(),
    isPublished: z.boolean({ error: "isPublished must be true or false" }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Send title, description or isPublished" });
export type UpdateVideoInput = z.infer<typeof updateVideoSchema>;

export const videoIdParams = idParams("Video id");

/** The upload form's fields (the file itself is checked by `uploadProblem`). */
export const videoDetailsSchema = z.object({
  title: userText({ label: "Title", max: 200 }),
  description: z.string().max(5_000, "Description must be at most 5,000 characters"),
});
export type VideoDetailsInput = z.infer<typeof videoDetailsSchema>;

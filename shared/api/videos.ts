import { z } from "zod";
import { uploadTicketSchema, videoSchema } from "../videos/video-dto";
import { createVideoSchema, requestUploadSchema, updateVideoSchema, videoIdParams } from "../videos/video-input";
import { defineRoute, defineRouteGroup, raw } from "./route";

export const videosApi = defineRouteGroup({
  tag: "Videos",
  description: "The admin panel's video library: a file is sent straight to storage, then saved with its details.",
  routes: {
    requestUpload: defineRoute({
      method: "POST",
      path: "/api/videos/upload",
      summary: "Where to PUT a video file: a signed URL and the headers to send it with",
      access: "admin",
      body: requestUploadSchema,
      responses: { 200: uploadTicketSchema },
    }),
    list: defineRoute({
      method: "GET",
      path: "/api/videos",
      summary: "The admin's uploaded videos, each with a URL to play it",
      access: "admin",
      responses: { 200: z.array(videoSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/videos",
      summary: "Save an uploaded file as a video, with its title and description",
      access: "admin",
      body: createVideoSchema,
      responses: { 201: videoSchema },
    }),
    update: defineRoute({
      method: "PATCH",
      path: "/api/videos/:id",
      summary: "Change a video's title or description, or publish or unpublish it",
      access: "admin",
      params: videoIdParams,
      body: updateVideoSchema,
      responses: { 200: videoSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/videos/:id",
      summary: "Delete a video and its file",
      access: "admin",
      params: videoIdParams,
      responses: { 204: null },
    }),
  },
});

/**
 * A query field of a signed URL. A missing or malformed one reads as empty, so the signature
 * check refuses the link (403) rather than the input check (400).
 */
const signedField = (meaning: string) => z.string().optional().catch(undefined).describe(meaning);

const signedLink = {
  expires: signedField("When the link stops working, in seconds since 1970"),
  sig: signedField("The link's signature"),
};

/** Any file name: one the server never handed out answers 404, as a missing file does. */
const videoFileParams = z.object({ file: z.string().describe("The stored file's name, `<uuid>.<ext>`") });

/** The local driver's signed URLs (S3 answers these itself when videos are stored there). */
export const videoStorageApi = defineRouteGroup({
  tag: "Video storage",
  description: "Signed URLs to send and play video files kept on the server's disk (only when no S3 bucket is configured).",
  routes: {
    upload: defineRoute({
      method: "PUT",
      path: "/api/storage/videos/:file",
      summary: "Send a video file to its signed upload URL (each URL works once)",
      description: "403 when the link is forged, expired or used; 413 past the signed size; 400 when the upload ends short.",
      access: "signed-url",
      params: videoFileParams,
      query: z.object({
        ...signedLink,
        size: signedField("The file's size in bytes, as signed"),
        type: signedField("The file's Content-Type, as signed"),
      }),
      headers: { "Content-Length": "At most the signed size" },
      body: raw("video/*", "The video file, with the Content-Type the URL was signed for"),
      responses: { 200: null },
    }),
    play: defineRoute({
      method: "GET",
      path: "/api/storage/videos/:file",
      summary: "Play a video file from its signed URL",
      access: "signed-url",
      params: videoFileParams,
      query: z.object(signedLink),
      headers: { Range: "A byte range, for seeking" },
      responses: { 200: raw("video/*", "The video file"), 206: raw("video/*", "The byte range asked for") },
    }),
  },
});

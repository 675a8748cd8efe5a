import { randomUUID } from "node:crypto";
import type { Video, UploadTicket } from "@shared/videos/video-dto";
import type { CreateVideoInput, RequestUploadInput, UpdateVideoInput } from "@shared/videos/video-input";
import { videoTypes } from "@shared/videos/video-rules";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../domain/domain-error";
import type { VideoStorage } from "../../integrations/storage/video-storage";
import { logger } from "../../logger";
import * as repo from "./videos.repository";

export interface VideoDeps {
  db: Db;
  storage: VideoStorage;
}

/** How long after asking for an upload URL the uploaded file may still be saved (a 4 GB upload takes a while). */
const SAVE_WITHIN_MS = 24 * 60 * 60 * 1000;
const NO_UPLOAD = "No object path found - upload may have failed";

async function toVideo(storage: VideoStorage, row: repo.VideoRow): Promise<Video> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    objectPath: row.objectPath,
    videoURL: await storage.signPlayback(row.objectPath),
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A signed URL to PUT one video to, and the object path to save it under afterwards. */
export async function requestUpload(deps: VideoDeps, userId: number, input: RequestUploadInput): Promise<UploadTicket> {
  const objectPath = `videos/${randomUUID()}.${videoTypes[input.contentType]}`;
  const signed = await deps.storage.signUpload({ objectPath, contentType: input.contentType, size: input.size });
  await repo.insertSlot(deps.db, {
    objectPath,
    userId,
    contentType: input.contentType,
    declaredSize: input.size,
    originalFilename: input.filename,
    expiresAt: signed.expiresAt,
  });
  return { uploadURL: signed.url, objectPath, headers: signed.headers, expiresAt: signed.expiresAt.toISOString() };
}

/** The local driver asks this before taking an upload: only a slot not yet saved (nor swept) takes one. */
export function uploadIsOpen(db: Db, objectPath: string): Promise<boolean> {
  return repo.slotIsOpen(db, objectPath, new Date(Date.now() - SAVE_WITHIN_MS));
}

/** Saves an uploaded video: the path must be one this user was handed, and the file must be there, whole. */
export async function saveVideo(deps: VideoDeps, userId: number, input: CreateVideoInput): Promise<Video> {
  const slot = await repo.findOwnSlot(deps.db, userId, input.objectPath, new Date(Date.now() - SAVE_WITHIN_MS));
  if (!slot) throw notFound(`${NO_UPLOAD}: this object path is not one of your recent uploads.`);
  const stored = await deps.storage.stat(input.objectPath);
  if (!stored) throw invalid(NO_UPLOAD);
  if (stored.size !== slot.declaredSize) {
    throw invalid(`The stored file is ${stored.size} bytes, not the ${slot.declaredSize} declared. Please upload it again.`);
  }
  const row = await repo.insertVideoFromSlot(deps.db, userId, input.objectPath, {
    title: input.title,
    description: input.description ?? null,
    originalFilename: slot.originalFilename,
    fileSize: stored.size,
    mimeType: slot.contentType,
  });
  if (!row) throw notFound(`${NO_UPLOAD}: this upload was already saved.`);
  return toVideo(deps.storage, row);
}

export async function listVideos(deps: VideoDeps, userId: number): Promise<Video[]> {
  const rows = await repo.listOwnVideos(deps.db, userId);
  return Promise.all(rows.map((row) => toVideo(deps.storage, row)));
}

export async function updateVideo(deps: VideoDeps, userId: number, id: number, input: UpdateVideoInput): Promise<Video> {
  const row = await repo.updateOwnVideo(deps.db, userId, id, input);
  if (!row) throw notFound("Video not found.");
  return toVideo(deps.storage, row);
}

/** Deletes the video and its stored file. */
export async function deleteVideo(deps: VideoDeps, userId: number, id: number): Promise<void> {
  const row = await repo.deleteOwnVideo(deps.db, userId, id);
  if (!row) throw notFound("Video not found.");
  await deps.storage.remove(row.objectPath).catch((error: unknown) => {
    // The row is gone either way; a leftover file is only disk space, logged to clean up.
    logger.error({ err: error, objectPath: row.objectPath }, "could not delete a video's stored file");
  });
}

/** Forgets upload URLs never saved within a day, and deletes whatever was uploaded to them. */
export async function sweepAbandonedUploads(deps: VideoDeps): Promise<{ removed: number }> {
  const paths = await repo.deleteStaleSlots(deps.db, new Date(Date.now() - SAVE_WITHIN_MS));
  for (const objectPath of paths) await deps.storage.remove(objectPath).catch(() => undefined);
  return { removed: paths.length };
}

// A recording's audio: its chunks kept as objects in the store, checked and noted as they
// arrive, read back end to end (with Range), and removed when the recording goes.
import type { AudioStatus } from "@shared/recordings/recording-dto";
import { baseMimeType } from "@shared/recordings/recording-limits";
import { conflict, DomainError, invalid, notFound, unsupportedType } from "../../domain/domain-error";
import { logger } from "../../logger";
import { locked, NOT_FOUND, type RecordingDeps } from "./recording-rows";
import * as repo from "./recordings.repository";

const chunkKey = (id: number, seq: number) => `${id}/${seq}`;
const audioPrefix = (id: number) => `${id}/`;

/**
 * Checks a chunk before its bytes are read: the owner's recording (else 404), the recording's
 * type (else 415), audio not yet complete (else 409), seq within the chunk count once known
 * (else 400). Answers true when this seq has arrived already (a retry: nothing to do).
 */
export async function checkChunk(deps: RecordingDeps, userId: number, id: number, seq: number, contentType: string): Promise<boolean> {
  const row = await repo.peekRecording(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  if (baseMimeType(contentType) !== baseMimeType(row.mimeType)) {
    throw unsupportedType(`Send this recording's chunks with Content-Type: ${row.mimeType}.`);
  }
  if (row.audioStatus === "complete") throw conflict("This recording's audio is complete: every chunk has arrived.");
  if (row.chunkCount !== null && seq >= row.chunkCount) {
    throw invalid(`seq: this recording has ${row.chunkCount} chunks, numbered 0 to ${row.chunkCount - 1}.`);
  }
  return repo.hasChunk(deps.db, id, seq);
}

/** Stores a chunk's bytes as their own object, then notes them (once per seq); the last one completes the audio. */
export async function storeChunk(deps: RecordingDeps, userId: number, id: number, seq: number, body: Buffer): Promise<{ audioStatus: AudioStatus }> {
  if (body.length === 0) throw invalid("This chunk is empty. Send the chunk's audio bytes.");
  const row = await repo.peekRecording(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  await deps.storage.put(chunkKey(id, seq), body, baseMimeType(row.mimeType));
  try {
    return await deps.db.transaction(async (tx) => {
      const now = await locked(tx, userId, id);
      if (now.chunkCount !== null && seq >= now.chunkCount) {
        throw invalid(`seq: this recording has ${now.chunkCount} chunks, numbered 0 to ${now.chunkCount - 1}.`);
      }
      await repo.addChunk(tx, id, seq, body.length);
      await repo.completeIfWhole(tx, id);
      const after = await repo.lockRecording(tx, userId, id);
      return { audioStatus: after?.audioStatus ?? now.audioStatus };
    });
  } catch (error) {
    // Deleted meanwhile, or a seq past the end: the bytes just stored belong to nothing.
    if (error instanceof DomainError) await deps.storage.remove(chunkKey(id, seq)).catch(() => undefined);
    throw error;
  }
}

/** The audio's type, length and pieces: the chunks 0..n-1 that have arrived without a gap. */
export async function audioOf(deps: RecordingDeps, userId: number, id: number) {
  const found = await repo.audioChunks(deps.db, userId, id);
  if (!found) throw notFound(NOT_FOUND);
  const pieces: { seq: number; bytes: number }[] = [];
  for (const chunk of found.chunks) {
    if (chunk.seq !== pieces.length) break;
    pieces.push(chunk);
  }
  return { mimeType: found.mimeType, size: pieces.reduce((sum, p) => sum + p.bytes, 0), pieces };
}

/** Bytes `start`..`end` (included) of the pieces laid end to end, read chunk by chunk from the store. */
export async function* audioBytes(
  deps: RecordingDeps,
  id: number,
  pieces: readonly { seq: number; bytes: number }[],
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  let offset = 0;
  for (const piece of pieces) {
    const from = offset;
    const to = offset + piece.bytes - 1;
    offset += piece.bytes;
    if (to < start) continue;
    if (from > end) return;
    const stream = await deps.storage.read(chunkKey(id, piece.seq), { start: Math.max(start, from) - from, end: Math.min(end, to) - from });
    for await (const part of stream) yield part as Buffer;
  }
}

const SWEEP_BATCH = 100;

/**
 * Removes the audio of deleted recordings (however they went: by the comedian, with the
 * account, by the free tier's expiry) from the store; `only` one recording's. A failure is
 * logged and left for the next sweep.
 */
export async function removeDeletedAudio(deps: RecordingDeps, only?: number): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const ids = await repo.pendingAudioDeletions(deps.db, SWEEP_BATCH, only);
    const done: number[] = [];
    for (const id of ids) {
      try {
        await deps.storage.removePrefix(audioPrefix(id));
        done.push(id);
      } catch (error) {
        logger.error({ err: error, recordingId: id }, "could not remove a deleted recording's audio; the next sweep tries again");
      }
    }
    await repo.forgetAudioDeletions(deps.db, done);
    removed += done.length;
    if (ids.length < SWEEP_BATCH || done.length < ids.length) return { removed };
  }
}

import type { AudioFeatures } from "@shared/recordings/audio-features";
import type { Recording } from "@shared/recordings/recording-dto";
import { IMPORT_CHUNK_BYTES } from "@shared/recordings/recording-limits";
import type { BitSegment } from "@shared/recordings/recording-metrics";
import { createRecording, finishRecording, putRecordingChunk } from "@/data/recordings/endpoints";
import { ApiError } from "@/data/http/api-error";
import { chunkRanges } from "../lib/import-file";

export interface ImportUpload {
  file: Blob;
  mimeType: string;
  setListId: number | null;
  startedAt: string;
  durationMs: number;
  features: AudioFeatures;
  bits: BitSegment[];
}

/** A piece that fails on the way (not refused by the server) is tried again this many times. */
const ATTEMPTS = 3;

async function withRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (error instanceof ApiError || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Sends an imported recording: creates it (once: `createdId` carries it into a retry, and its
 * Idempotency-Key `createKey` makes a create whose answer was lost give the same recording back),
 * sends the file in numbered pieces (a piece sent twice is kept once), then finishes it with its
 * bits and features. Reports each piece sent.
 */
export async function uploadImport(
  upload: ImportUpload,
  createdId: { current: number | null },
  onPiece: (sent: number, total: number) => void,
  createKey: string = crypto.randomUUID(),
): Promise<Recording> {
  if (createdId.current === null) {
    const body = { setListId: upload.setListId, startedAt: upload.startedAt, mimeType: upload.mimeType };
    createdId.current = (await withRetry(() => createRecording({ body }, { headers: { "Idempotency-Key": createKey } }))).id;
  }
  const id = createdId.current;
  const ranges = chunkRanges(upload.file.size, IMPORT_CHUNK_BYTES);
  onPiece(0, ranges.length);
  for (const range of ranges) {
    const audio = upload.file.slice(range.start, range.end, upload.mimeType);
    await withRetry(async () => {
      await putRecordingChunk({ params: { id, seq: range.seq }, body: audio }, { headers: { "Content-Type": upload.mimeType } });
    });
    onPiece(range.seq + 1, ranges.length);
  }
  return finishRecording({ params: { id }, body: { durationMs: upload.durationMs, chunkCount: ranges.length, bits: upload.bits, features: upload.features } });
}

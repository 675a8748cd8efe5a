import type { TranscriptWord } from "@shared/transcripts/align-transcript";
import type { Db } from "../../db/client";
import { DomainError } from "../../domain/domain-error";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { TranscriptionError, type Transcriber } from "../../integrations/transcription/transcriber";
import { audioBytes, audioOf } from "../recordings/recording-audio.service";

/** The most audio the service is sent in one request (OpenAI takes 25 MB). */
export const PIECE_BYTES_MAX = 24 * 1024 * 1024;

export type MadeTranscript = { kind: "words"; words: TranscriptWord[] } | { kind: "failed"; error: TranscriptionError } | { kind: "gone" };

const EXTENSIONS: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a", "audio/mpeg": "mp3", "audio/wav": "wav", "audio/x-wav": "wav" };

/**
 * Sends a recording's audio to the service and answers its words, or why there are none. A
 * recording deleted meanwhile is `gone`; an abort (the instance stopping) is thrown, so the
 * queue tries the job again.
 */
export async function transcribeRecording(
  deps: { db: Db; storage: ObjectStore; transcriber: Transcriber },
  userId: number,
  recordingId: number,
  signal: AbortSignal,
): Promise<MadeTranscript> {
  let audio;
  try {
    audio = await audioOf(deps, userId, recordingId);
  } catch (error) {
    if (error instanceof DomainError) return { kind: "gone" };
    throw error;
  }
  if (audio.size > PIECE_BYTES_MAX) {
    return { kind: "failed", error: new TranscriptionError("refused", `its audio is ${Math.round(audio.size / 1024 / 1024)} MB, over the ${PIECE_BYTES_MAX / 1024 / 1024} MB one request takes`) };
  }
  const parts: Buffer[] = [];
  for await (const part of audioBytes(deps, recordingId, audio.pieces, 0, Math.max(0, audio.size - 1))) parts.push(part);
  const base = audio.mimeType.split(";")[0]!.trim().toLowerCase();
  try {
    const words = await deps.transcriber.transcribe({ audio: Buffer.concat(parts), mimeType: base, fileName: `set-${recordingId}.${EXTENSIONS[base] ?? "webm"}` }, signal);
    return { kind: "words", words: words.sort((a, b) => a.startMs - b.startMs) };
  } catch (error) {
    if (error instanceof TranscriptionError) return { kind: "failed", error };
    throw error;
  }
}

import type { TranscriptWord } from "@shared/transcripts/align-transcript";

/** A piece of a recording's audio to transcribe. */
export interface AudioPiece {
  audio: Buffer;
  mimeType: string;
  /** A file name with the extension the service reads the format from. */
  fileName: string;
}

/**
 * Why the service gave no words: `retry` after a while (a 429, a 5xx, a timeout, a lost
 * connection, an answer that was not a transcript), honouring `retryAfterMs` when the service
 * named it; `refused` for good (the service will refuse the same request again).
 */
export class TranscriptionError extends Error {
  constructor(
    readonly kind: "retry" | "refused",
    message: string,
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "TranscriptionError";
  }
}

/** A speech-to-text service: words with times in ms from the piece's start. */
export interface Transcriber {
  /** Names the service for the admin panel and the logs (its model). */
  describe: string;
  transcribe(piece: AudioPiece, signal?: AbortSignal): Promise<TranscriptWord[]>;
}

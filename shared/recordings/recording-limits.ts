/** Audio types the browser records or imports (parameters such as `;codecs=opus` allowed). */
export const RECORDING_MIME_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav"] as const;

/** The base type of a Content-Type or mimeType ("audio/webm;codecs=opus" → "audio/webm"), lower-cased. */
export function baseMimeType(value: string): string {
  return (value.split(";")[0] ?? "").trim().toLowerCase();
}

export function isRecordingMimeType(value: string): boolean {
  return (RECORDING_MIME_TYPES as readonly string[]).includes(baseMimeType(value));
}

/** Chunk sequence numbers run 0..99999. */
export const CHUNK_SEQ_MAX = 99_999;
/** At most 10 MB a chunk. */
export const CHUNK_BYTES_MAX = 10 * 1024 * 1024;
/** The longest recording: 4 hours. */
export const RECORDING_MS_MAX = 4 * 60 * 60 * 1000;
/** A recorded set holds at most this many bit segments, and laughs. */
export const RECORDING_BITS_MAX = 1_000;
export const RECORDING_LAUGHS_MAX = 10_000;
export const RECORDING_APPLAUSE_MAX = 1_000;
/** An imported file: mp3, m4a, wav, ogg or webm up to 200 MB. */
export const IMPORT_BYTES_MAX = 200 * 1024 * 1024;
/** The browser records chunks of this length (ms), and an import is sent in pieces of this size. */
export const RECORD_TIMESLICE_MS = 5_000;
export const IMPORT_CHUNK_BYTES = 8 * 1024 * 1024;
/** A laugh that starts within this long after a bit leaves the screen still counts for that bit. */
export const LAUGH_TAIL_MS = 2_000;

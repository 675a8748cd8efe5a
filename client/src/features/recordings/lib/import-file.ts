import { IMPORT_BYTES_MAX, isRecordingMimeType } from "@shared/recordings/recording-limits";

/** The audio types an import understands, by file name ending. */
const BY_EXTENSION: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  aac: "audio/mp4",
  wav: "audio/wav",
  wave: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  webm: "audio/webm",
};

/** Browsers' other names for the same types. */
const ALIASES: Record<string, string> = {
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "audio/x-m4a": "audio/mp4",
  "audio/m4a": "audio/mp4",
  "audio/aac": "audio/mp4",
  "audio/mp3": "audio/mpeg",
};

/** What the file input offers to pick. */
export const IMPORT_ACCEPT = ".mp3,.m4a,.wav,.ogg,.webm,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav,audio/ogg,audio/webm";

/** The recording's type for a chosen file: from its name's ending, else from the type the browser gives; null when it is not audio we take. */
export function importMimeType(name: string, type: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  const base = type.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = ALIASES[base] ?? base;
  return known !== "" && isRecordingMimeType(known) ? known : null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export type ImportCheck = { ok: true; mimeType: string } | { ok: false; message: string };

/** Whether a chosen file can be imported, and if not, why in plain words. */
export function checkImportFile(file: { name: string; type: string; size: number }): ImportCheck {
  const mimeType = importMimeType(file.name, file.type);
  if (!mimeType) return { ok: false, message: "That file is not a recording we can read. Choose an mp3, m4a, wav, ogg or webm file." };
  if (file.size > IMPORT_BYTES_MAX) {
    return { ok: false, message: `That file is ${megabytes(file.size)}. A recording can be at most ${megabytes(IMPORT_BYTES_MAX)}.` };
  }
  if (file.size === 0) return { ok: false, message: "That file is empty." };
  return { ok: true, mimeType };
}

/** The byte ranges a file of `size` is sent in, with each piece's sequence number. */
export function chunkRanges(size: number, chunkBytes: number): { seq: number; start: number; end: number }[] {
  const ranges: { seq: number; start: number; end: number }[] = [];
  for (let start = 0, seq = 0; start < size; start += chunkBytes, seq++) ranges.push({ seq, start, end: Math.min(size, start + chunkBytes) });
  return ranges;
}

/** Channels mixed down to one, for the samples [start, end). */
export function mixToMono(channels: readonly Float32Array[], start: number, end: number): Float32Array {
  const out = new Float32Array(Math.max(0, end - start));
  if (channels.length === 0) return out;
  for (const channel of channels) {
    for (let i = 0; i < out.length; i++) out[i]! += channel[start + i] ?? 0;
  }
  if (channels.length > 1) for (let i = 0; i < out.length; i++) out[i]! /= channels.length;
  return out;
}

import { isRecordingMimeType } from "@shared/recordings/recording-limits";

/** Opus in WebM first; MP4 (AAC) where that is all the browser records (Safari); then what else it allows. */
export const PREFERRED_MIME_TYPES = ["audio/webm;codecs=opus", "audio/mp4", "audio/ogg;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/ogg"] as const;

/** The type to ask MediaRecorder for, or undefined to take the browser's own choice. */
export const pickMimeType = (isTypeSupported: (type: string) => boolean): string | undefined =>
  PREFERRED_MIME_TYPES.find((type) => isTypeSupported(type));

/** The type the server is told: what the recorder says it makes, when that is an audio type it takes. */
export function recordedMimeType(recorderType: string, asked: string | undefined): string {
  if (recorderType && isRecordingMimeType(recorderType)) return recorderType;
  // A browser that gives no type, or says video/webm for audio alone, still made Opus in WebM.
  if (recorderType.startsWith("video/webm")) return recorderType.replace("video/", "audio/");
  return asked ?? "audio/webm";
}

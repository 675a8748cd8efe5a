/** The spec's upload limit: at most 4 GB (binary gigabytes, as file managers show them). */
export const MAX_VIDEO_BYTES = 4 * 1024 ** 3;

/** Video types the library takes, and the file extension each is stored under. */
export const videoTypes = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "video/x-matroska": "mkv",
  "video/ogg": "ogv",
  "video/mpeg": "mpeg",
  "video/x-msvideo": "avi",
  "video/3gpp": "3gp",
  "video/x-m4v": "m4v",
} as const;
export type VideoType = keyof typeof videoTypes;

export const isVideoType = (type: string): type is VideoType => Object.hasOwn(videoTypes, type.toLowerCase());

/** "1.5 GB", "820 MB", "12 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (!isVideoType(file.type)) return "Only video files can be uploaded (MP4, WebM, MOV, MKV and the like).";
  if (file.size <= 0) return "This file is empty.";
  if (file.size > MAX_VIDEO_BYTES) return `This video is ${formatBytes(file.size)}; the limit is 4 GB.`;
  return null;
}

export interface SignedUpload {
  url: string;
  /** Headers the upload must carry: the URL is signed for them. */
  headers: Record<string, string>;
  expiresAt: Date;
}

/** Where uploaded videos live: an S3-compatible bucket, or a folder on this server. */
export interface VideoStorage {
  readonly kind: "s3" | "local";
  /** The origin browsers upload to and play from, when it is not the app's own (for the CSP). */
  readonly origin?: string;
  /** A URL the browser PUTs the file to directly, valid for `UPLOAD_URL_SECONDS`. */
  signUpload(input: { objectPath: string; contentType: string; size: number }): Promise<SignedUpload>;
  /** A URL a <video> element plays from (GET with Range), valid for `PLAYBACK_URL_SECONDS`. */
  signPlayback(objectPath: string): Promise<string>;
  /** The stored object's size and type, or undefined when nothing is stored there. */
  stat(objectPath: string): Promise<{ size: number; contentType?: string } | undefined>;
  /** Deletes the object (no error when it is already gone). */
  remove(objectPath: string): Promise<void>;
}

/** The spec's 15 minutes for an upload URL. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** Long enough to watch a full set without the URL running out mid-way. */
export const PLAYBACK_URL_SECONDS = 6 * 60 * 60;

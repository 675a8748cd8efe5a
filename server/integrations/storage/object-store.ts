import type { Readable } from "node:stream";

/** Bytes `start` to `end` of an object, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One object a listing found: its key (as `put` takes it) and its size. */
export interface StoredObject {
  key: string;
  bytes: number;
}

/**
 * Objects the app itself writes and reads back (recordings' audio chunks, copies of backups),
 * under keys such as `12/0`: a folder on this server, or a prefix of an S3-compatible bucket.
 * Unlike the video storage, the bytes pass through the app, so it can check who asks.
 */
export interface ObjectStore {
  readonly kind: "s3" | "local";
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `file` under `key`, streamed from disk (never read whole into memory), replacing what was there. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Every object whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /** The object's bytes (only `range` when given) as a stream; rejects when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the object (no error when there is none). */
  remove(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (no error when there are none). */
  removePrefix(prefix: string): Promise<void>;
}

/** Keys are slash-separated names of letters, digits, dots, dashes and underscores, never `.` or `..`. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not an object key: ${key}`);
  return key;
}

import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { createS3Client, type S3Settings } from "./s3-client";
import { checkKey, type ObjectStore, type StoredObject } from "./object-store";

/**
 * Real driver: objects under `keyPrefix` (e.g. `recordings/`) in an S3-compatible bucket.
 * A read asks the store for just the range wanted; many app instances can share the bucket,
 * since what each object holds is recorded in PostgreSQL.
 */
export function s3ObjectStore(settings: S3Settings, keyPrefix: string): ObjectStore {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const full = (key: string) => `${keyPrefix}${checkKey(key)}`;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async putFile(key, file, contentType) {
      // One PUT with the length known, the body streamed from the file (S3 takes up to 5 GB so).
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: createReadStream(file), ContentType: contentType, ContentLength: size }),
      );
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${keyPrefix}${prefix}`, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(keyPrefix)) found.push({ key: object.Key.slice(keyPrefix.length), bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: full(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!answer.Body) throw new Error(`the store answered no body for ${key}`);
      // In Node the SDK's body is an http.IncomingMessage: a Readable.
      return answer.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith("/")) throw new Error(`a prefix ends with "/": ${prefix}`);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        // A page holds at most 1,000 keys, as many as one DeleteObjects takes.
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

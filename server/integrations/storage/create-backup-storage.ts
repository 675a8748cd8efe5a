import type { Env } from "../../config/env";
import type { ObjectStore } from "./object-store";
import { s3ObjectStore } from "./s3-object-store";

/** Where the backup job copies each backup besides BACKUP_DIR: the bucket's name (for people) and the store. */
export interface BackupBucket {
  name: string;
  store: ObjectStore;
}

/** Where in the bucket the copies go. */
export const BACKUP_KEY_PREFIX = "backups/";

/** Copies of backups: under `backups/` in the S3 bucket when S3_BUCKET is set; none otherwise. */
export function createBackupBucket(
  env: Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
): BackupBucket | undefined {
  if (!env.S3_BUCKET) return undefined;
  const store = s3ObjectStore(
    {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    BACKUP_KEY_PREFIX,
  );
  return { name: env.S3_BUCKET, store };
}

import path from "node:path";
import type { Env } from "../../config/env";
import { localObjectStore } from "./local-object-store";
import type { ObjectStore } from "./object-store";
import { s3ObjectStore } from "./s3-object-store";

/** Recordings' audio: under `recordings/` in the S3 bucket when S3_BUCKET is set; else files under DATA_DIR/recordings. */
export function createRecordingStorage(
  env: Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "DATA_DIR">,
): ObjectStore {
  if (env.S3_BUCKET) {
    return s3ObjectStore(
      {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      },
      "recordings/",
    );
  }
  return localObjectStore(path.join(env.DATA_DIR, "recordings"));
}

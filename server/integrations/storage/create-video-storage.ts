import { createHmac } from "node:crypto";
import path from "node:path";
import type { Env } from "../../config/env";
import { localVideoStorage } from "./local-storage";
import { s3VideoStorage } from "./s3-storage";
import type { VideoStorage } from "./video-storage";

/** S3 when S3_BUCKET is set; else files under DATA_DIR/videos, signed with a key derived from the session secret. */
export function createVideoStorage(
  env: Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "DATA_DIR">,
  sessionSecret: string,
): VideoStorage {
  if (env.S3_BUCKET) {
    return s3VideoStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  // Its own key, so a video URL's signature says nothing about the session cookie's.
  const secret = createHmac("sha256", sessionSecret).update("video-urls").digest("hex");
  return localVideoStorage(path.join(env.DATA_DIR, "videos"), secret);
}

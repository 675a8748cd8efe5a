import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { createS3Client, type S3Settings } from "./s3-client";
import { PLAYBACK_URL_SECONDS, UPLOAD_URL_SECONDS, type VideoStorage } from "./video-storage";

/**
 * Real driver: presigned PUT and GET URLs on an S3-compatible bucket, so the video bytes go
 * between the browser and the store and never through the app. The bucket needs a CORS rule
 * allowing PUT and GET from the app's origin.
 */
export function s3VideoStorage(settings: S3Settings): VideoStorage {
  const client = createS3Client(settings);
  const origin = new URL(settings.endpoint ?? `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`).origin;
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    origin,
    async signUpload({ objectPath, contentType, size }) {
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: objectPath, ContentType: contentType, ContentLength: size }),
        // Signed, so the store refuses another type or size than the one declared.
        { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(["content-type", "content-length"]) },
      );
      return { url, headers: { "Content-Type": contentType }, expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000) };
    },
    signPlayback(objectPath) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectPath }), { expiresIn: PLAYBACK_URL_SECONDS });
    },
    async stat(objectPath) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectPath }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NotFound")) {
          return undefined;
        }
        throw error;
      }
    },
    async remove(objectPath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectPath }));
    },
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { PLAYBACK_URL_SECONDS, UPLOAD_URL_SECONDS, type VideoStorage } from "./video-storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible server (MinIO, R2, a local peer); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Real driver: presigned PUT and GET URLs on an S3-compatible bucket, so the video bytes go
 * between the browser and the store and never through the app. The bucket needs a CORS rule
 * allowing PUT and GET from the app's origin.
 */
export function s3VideoStorage(settings: S3Settings): VideoStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Custom endpoints (MinIO, local peers) address buckets by path, not by host name.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A presigned PUT must not carry a checksum of an empty body: the browser sends the file.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
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

import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { OBJECT_PATH_PATTERN } from "@shared/videos/video-input";
import { sign } from "./local-signature";
import { PLAYBACK_URL_SECONDS, UPLOAD_URL_SECONDS, type VideoStorage } from "./video-storage";

/** Where the app serves the local driver's signed URLs. */
export const LOCAL_STORAGE_ROUTE = "/api/storage";

export interface LocalVideoStorage extends VideoStorage {
  readonly kind: "local";
  readonly dir: string;
  readonly secret: string;
  /** The file an object path is stored in; throws for a path the server never hands out. */
  fileFor(objectPath: string): string;
}

/**
 * Local driver: videos under `dir` (DATA_DIR/videos), uploaded to and played from this app by
 * HMAC-signed URLs that expire. One instance only: the files are on this server's disk.
 */
export function localVideoStorage(dir: string, secret: string): LocalVideoStorage {
  const root = path.resolve(dir);
  const fileFor = (objectPath: string) => {
    if (!OBJECT_PATH_PATTERN.test(objectPath)) throw new Error(`not an object path: ${objectPath}`);
    return path.join(root, path.basename(objectPath));
  };
  const seconds = (from: number) => Math.floor(Date.now() / 1000) + from;
  return {
    kind: "local",
    dir: root,
    secret,
    fileFor,
    async signUpload({ objectPath, contentType, size }) {
      await mkdir(root, { recursive: true });
      const expires = seconds(UPLOAD_URL_SECONDS);
      const sig = sign(secret, { method: "PUT", objectPath, expires, size, contentType });
      const query = new URLSearchParams({ expires: String(expires), size: String(size), type: contentType, sig });
      return {
        url: `${LOCAL_STORAGE_ROUTE}/${objectPath}?${query}`,
        headers: { "Content-Type": contentType },
        expiresAt: new Date(expires * 1000),
      };
    },
    signPlayback(objectPath) {
      const expires = seconds(PLAYBACK_URL_SECONDS);
      const sig = sign(secret, { method: "GET", objectPath, expires });
      return Promise.resolve(`${LOCAL_STORAGE_ROUTE}/${objectPath}?${new URLSearchParams({ expires: String(expires), sig })}`);
    },
    async stat(objectPath) {
      try {
        const info = await stat(fileFor(objectPath));
        return info.isFile() ? { size: info.size } : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(objectPath) {
      await rm(fileFor(objectPath), { force: true });
    },
  };
}

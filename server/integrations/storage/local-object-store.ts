import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { checkKey, type ObjectStore, type StoredObject } from "./object-store";

/** Written aside under this ending and renamed, so a reader never sees half an object. */
const PARTIAL = ".part";

/**
 * Local driver: each object a file under `dir` (DATA_DIR/recordings), its key the relative
 * path. One instance only, like the local video storage: the files are on this server's disk.
 */
export function localObjectStore(dir: string): ObjectStore {
  const root = path.resolve(dir);
  const fileFor = (key: string) => path.join(root, ...checkKey(key).split("/").filter(Boolean));
  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half an object.
      const partial = `${file}.${randomBytes(6).toString("hex")}${PARTIAL}`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async putFile(key, source) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString("hex")}${PARTIAL}`;
      try {
        await pipeline(createReadStream(source), createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const found: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        if (key.startsWith(prefix)) found.push({ key, bytes: (await stat(file)).size });
      }
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async read(key, range) {
      // Opened first, so a missing object rejects here rather than mid-stream.
      const handle = await open(fileFor(key), "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith("/")) throw new Error(`a prefix ends with "/": ${prefix}`);
      await rm(fileFor(prefix), { recursive: true, force: true });
    },
  };
}

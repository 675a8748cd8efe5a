import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkKey, type ObjectStore } from "./object-store";

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
      const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
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

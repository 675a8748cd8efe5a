import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Peer } from "../../test/s3-peer";
import { localObjectStore } from "./local-object-store";
import type { ObjectStore } from "./object-store";
import { s3ObjectStore } from "./s3-object-store";

let peer: Awaited<ReturnType<typeof startS3Peer>>;
let dir: string;
beforeAll(async () => {
  // Lists two keys a page, so removing a prefix has to follow continuation tokens.
  peer = await startS3Peer("club-audio", undefined, { listPageSize: 2 });
  dir = await mkdtemp(path.join(tmpdir(), "toolkit-object-store-"));
});
afterAll(async () => {
  await peer.stop();
  await rm(dir, { recursive: true, force: true });
});

const s3 = () =>
  s3ObjectStore(
    { bucket: "club-audio", region: "us-east-1", endpoint: peer.endpoint, accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    "recordings/",
  );

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString();
}

describe.each([
  ["local", () => localObjectStore(dir)],
  ["s3", s3],
] as const)("the %s object store", (kind, make: () => ObjectStore) => {
  it("puts bytes, reads them whole or by range, and removes a prefix", async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    await store.put("7/0", Buffer.from("the opener "), "audio/webm");
    await store.put("7/1", Buffer.from("the closer"), "audio/webm");
    await store.put("7/2", Buffer.from("x"), "audio/webm");
    await store.put("70/0", Buffer.from("another set"), "audio/webm");
    expect(await text(await store.read("7/0"))).toBe("the opener ");
    expect(await text(await store.read("7/1", { start: 4, end: 8 }))).toBe("close");
    expect(await text(await store.read("7/1", { start: 9, end: 9 }))).toBe("r");
    await store.put("7/1", Buffer.from("replaced"), "audio/webm");
    expect(await text(await store.read("7/1"))).toBe("replaced");

    await store.remove("7/2");
    await store.remove("7/2");
    await expect(store.read("7/2")).rejects.toThrow();
    await store.removePrefix("7/");
    await expect(store.read("7/0")).rejects.toThrow();
    await expect(store.read("7/1")).rejects.toThrow();
    expect(await text(await store.read("70/0"))).toBe("another set");
    await store.removePrefix("7/");
    await store.removePrefix("70/");
    await expect(store.read("70/0")).rejects.toThrow();
  });

  it("stores a file streamed from disk and lists what is under a prefix, with sizes", async () => {
    const store = make();
    const file = path.join(dir, "..", `toolkit-object-store-file-${kind}.gz`);
    await writeFile(file, Buffer.alloc(300_000, 7));
    try {
      await store.putFile("backups/b.gz", file, "application/gzip");
      await store.putFile("backups/a.gz", file, "application/gzip");
      await store.put("backupsx/c", Buffer.from("not under backups/"), "text/plain");
      expect(await store.list("backups/")).toEqual([
        { key: "backups/a.gz", bytes: 300_000 },
        { key: "backups/b.gz", bytes: 300_000 },
      ]);
      expect((await text(await store.read("backups/b.gz"))).length).toBe(300_000);
      expect(await store.list("nothing-here/")).toEqual([]);
      await store.removePrefix("backups/");
      await store.removePrefix("backupsx/");
      expect(await store.list("")).toEqual([]);
    } finally {
      await rm(file, { force: true });
    }
  });

  it("refuses keys that could leave its folder or prefix", async () => {
    const store = make();
    for (const key of ["../x", "a/../../b", "/abs", "a//b", "a/./b", "", "a b"]) {
      await expect(store.put(key, Buffer.from("x"), "audio/webm"), key).rejects.toThrow(/not an object key/);
    }
    await expect(store.removePrefix("7")).rejects.toThrow(/prefix/);
  });
});

describe("the S3 object store on the wire", () => {
  it("keeps objects under its key prefix and asks for just the range wanted", async () => {
    const store = s3();
    await store.put("9/3", Buffer.from("0123456789"), "audio/ogg");
    expect(peer.objects.get("recordings/9/3")?.contentType).toBe("audio/ogg");
    peer.requests.length = 0;
    await text(await store.read("9/3", { start: 2, end: 5 }));
    expect(peer.requests).toEqual([{ method: "GET", key: "recordings/9/3", status: 206 }]);
    await store.removePrefix("9/");
    expect([...peer.objects.keys()].filter((k) => k.startsWith("recordings/9/"))).toEqual([]);
  });

  it("streams a file in one signed PUT and lists past a page, keys relative to its prefix", async () => {
    const store = s3();
    const file = path.join(dir, "..", "toolkit-object-store-wire.gz");
    await writeFile(file, Buffer.from("a backup's bytes"));
    try {
      peer.requests.length = 0;
      for (let n = 0; n < 5; n += 1) await store.putFile(`13/${n}.gz`, file, "application/gzip");
      expect(peer.requests.filter((r) => r.method === "PUT")).toHaveLength(5);
      expect(peer.requests.every((r) => r.status === 200)).toBe(true);
      expect(peer.objects.get("recordings/13/4.gz")?.body.toString()).toBe("a backup's bytes");
      expect((await store.list("13/")).map((o) => o.key)).toEqual(["13/0.gz", "13/1.gz", "13/2.gz", "13/3.gz", "13/4.gz"]);
      await store.removePrefix("13/");
    } finally {
      await rm(file, { force: true });
    }
  });

  it("removes more objects than a list page holds", async () => {
    const store = s3();
    for (let seq = 0; seq < 5; seq += 1) await store.put(`11/${seq}`, Buffer.from(String(seq)), "audio/webm");
    await store.removePrefix("11/");
    expect([...peer.objects.keys()].filter((k) => k.startsWith("recordings/11/"))).toEqual([]);
  });

  it("leaves no local files behind", async () => {
    expect(await readdir(dir)).toEqual([]);
  });
});

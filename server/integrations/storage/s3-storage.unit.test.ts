import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Peer } from "../../test/s3-peer";
import { s3VideoStorage } from "./s3-storage";

let peer: Awaited<ReturnType<typeof startS3Peer>>;
beforeAll(async () => {
  peer = await startS3Peer("club-videos");
});
afterAll(() => peer.stop());

const storage = () =>
  s3VideoStorage({
    bucket: "club-videos",
    region: "us-east-1",
    endpoint: peer.endpoint,
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
  });
const PATH = "videos/0b6c1c9e-5a4e-4a3e-9a59-8f7c1d2e3f40.mp4";
const body = Buffer.from("a tight five, on film");

describe("the S3 video storage driver against a local S3-compatible peer", () => {
  it("names the store's origin for the CSP", () => {
    expect(storage().origin).toBe(peer.endpoint);
    expect(s3VideoStorage({ bucket: "b-1", region: "eu-west-1" }).origin).toBe("https://b-1.s3.eu-west-1.amazonaws.com");
  });

  it("presigns a PUT the browser can send, then stats, plays back with Range and deletes", async () => {
    const s3 = storage();
    const upload = await s3.signUpload({ objectPath: PATH, contentType: "video/mp4", size: body.length });
    expect(upload.headers).toEqual({ "Content-Type": "video/mp4" });
    const put = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    expect(await s3.stat(PATH)).toEqual({ size: body.length, contentType: "video/mp4" });

    const play = await fetch(await s3.signPlayback(PATH), { headers: { Range: "bytes=2-6" } });
    expect(play.status).toBe(206);
    expect(await play.text()).toBe("tight");

    await s3.remove(PATH);
    expect(await s3.stat(PATH)).toBeUndefined();
  });

  it("is refused another size or type than the one signed, and a forged signature", async () => {
    const s3 = storage();
    const upload = await s3.signUpload({ objectPath: PATH, contentType: "video/mp4", size: body.length });
    const longer = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: new Uint8Array(Buffer.concat([body, body])) });
    expect(longer.status).toBe(403);
    const otherType = await fetch(upload.url, { method: "PUT", headers: { "Content-Type": "text/html" }, body: new Uint8Array(body) });
    expect(otherType.status).toBe(403);
    const forged = upload.url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`);
    expect((await fetch(forged, { method: "PUT", headers: upload.headers, body: new Uint8Array(body) })).status).toBe(403);
    expect(await s3.stat(PATH)).toBeUndefined();
  });

  it("is refused with wrong credentials", async () => {
    const wrong = s3VideoStorage({ bucket: "club-videos", region: "us-east-1", endpoint: peer.endpoint, accessKeyId: peer.accessKeyId, secretAccessKey: "nope" });
    await expect(wrong.stat(PATH)).rejects.toThrow();
  });
});

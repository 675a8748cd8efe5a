import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { s3VideoStorage } from "../../integrations/storage/s3-storage";
import { signedInAdmin } from "../../test/factories";
import { startS3Peer } from "../../test/s3-peer";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let peer: Awaited<ReturnType<typeof startS3Peer>>;
let admin: supertest.Agent;
const clip = Buffer.from("x".repeat(2048));

beforeAll(async () => {
  peer = await startS3Peer("club-videos");
  t = await createTestApp({
    videoStorage: s3VideoStorage({
      bucket: "club-videos",
      region: "us-east-1",
      endpoint: peer.endpoint,
      accessKeyId: peer.accessKeyId,
      secretAccessKey: peer.secretAccessKey,
    }),
  });
  ({ agent: admin } = await signedInAdmin(t));
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

describe("videos on an S3-compatible store", () => {
  it("upload straight to the store, save, play from it and delete from it", async () => {
    const ticket = await admin.post("/api/videos/upload").send({ filename: "set.webm", contentType: "video/webm", size: clip.length }).expect(200);
    expect(ticket.body.uploadURL).toMatch(new RegExp(`^${peer.endpoint}/club-videos/videos/`));
    const put = await fetch(ticket.body.uploadURL, { method: "PUT", headers: ticket.body.headers, body: new Uint8Array(clip) });
    expect(put.status).toBe(200);

    const saved = await admin.post("/api/videos").send({ title: "Late set", objectPath: ticket.body.objectPath }).expect(201);
    expect(saved.body).toMatchObject({ fileSize: clip.length, mimeType: "video/webm" });
    const play = await fetch(saved.body.videoURL, { headers: { Range: "bytes=0-99" } });
    expect(play.status).toBe(206);

    await admin.delete(`/api/videos/${saved.body.id}`).expect(204);
    expect(peer.objects.has(ticket.body.objectPath)).toBe(false);
  });

  it("refuse to save when nothing reached the store", async () => {
    const ticket = await admin.post("/api/videos/upload").send({ filename: "set.mp4", contentType: "video/mp4", size: 10 }).expect(200);
    const res = await admin.post("/api/videos").send({ title: "Ghost", objectPath: ticket.body.objectPath }).expect(400);
    expect(res.body.message).toBe("No object path found - upload may have failed");
  });

  it("let the browser reach the store under the CSP", async () => {
    const res = await t.agent().get("/api/health");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${peer.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${peer.endpoint}`));
  });
});

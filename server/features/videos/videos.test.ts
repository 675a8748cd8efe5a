import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { sign } from "../../integrations/storage/local-signature";
import { localVideoStorage } from "../../integrations/storage/local-storage";
import { runJob } from "../../jobs/run-job";
import { signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sweepAbandonedUploadsJob } from "./videos.jobs";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
let admin: supertest.Agent;
let otherAdmin: supertest.Agent;
let member: supertest.Agent;
let server: http.Server;
let base: string;
const SECRET = "test-video-url-secret";
const clip = Buffer.from("0123456789".repeat(100));

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: admin } = await signedInAdmin(t));
  let other: TestUser;
  ({ agent: otherAdmin, user: other } = await signedInAgent(t));
  await apiClient(admin).adminUsers.promote({ body: { email: other.email } }).expect(200);
  ({ agent: member } = await signedInAgent(t));
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function ticket(agent: supertest.Agent, overrides: Record<string, unknown> = {}) {
  const res = await apiClient(agent).videos.requestUpload({ body: { filename: "tight-five.mp4", contentType: "video/mp4", size: clip.length, ...overrides } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { uploadURL: string; objectPath: string; headers: Record<string, string> };
}

const put = (url: string, body: Buffer, type = "video/mp4") =>
  fetch(`${base}${url}`, { method: "PUT", headers: { "Content-Type": type }, body: new Uint8Array(body) });

/** An upload sent in chunks with no Content-Length, as a stream: the size is only known as it arrives. */
function putChunked(url: string, chunks: Buffer[]): Promise<{ status: number; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${url}`, { method: "PUT", headers: { "Content-Type": "video/mp4", "Transfer-Encoding": "chunked" } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on("error", (error) => resolve({ status: 0, error: error.message }));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

async function uploaded(agent: supertest.Agent, title = "Tight five") {
  const { uploadURL, objectPath } = await ticket(agent);
  expect((await put(uploadURL, clip)).status).toBe(200);
  const res = await apiClient(agent).videos.create({ body: { title, description: "Club set", videoURL: objectPath } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; videoURL: string; objectPath: string };
}

describe("video routes", () => {
  it.each<[string, string, (api: ApiClient) => supertest.Test]>([
    ["post", "videos/upload", (api) => api.videos.requestUpload({ unchecked: { body: {} } })],
    ["get", "videos", (api) => api.videos.list()],
    ["post", "videos", (api) => api.videos.create({ unchecked: { body: {} } })],
    ["patch", "videos/1", (api) => api.videos.update({ params: { id: 1 }, unchecked: { body: {} } })],
    ["delete", "videos/1", (api) => api.videos.remove({ params: { id: 1 } })],
  ])("%s /api/%s answer 401 to visitors and 403 to members", async (_method, _path, call) => {
    const send = (agent: supertest.Agent) => call(apiClient(agent));
    expect((await send(t.agent())).status).toBe(401);
    expect((await send(member)).status).toBe(403);
  });
});

describe("uploading to the local store", () => {
  it("hands out a signed PUT, stores the file, saves it, lists it and plays it back with Range", async () => {
    const { uploadURL, objectPath, headers } = await ticket(admin);
    expect(objectPath).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(headers).toEqual({ "Content-Type": "video/mp4" });
    expect((await put(uploadURL, clip)).status).toBe(200);

    const saved = await apiClient(admin).videos.create({ body: { title: "  Tight\u0000 five ", videoURL: objectPath, fileSize: 1, mimeType: "x" } }).expect(201);
    expect(saved.body).toMatchObject({ title: "Tight five", objectPath, fileSize: clip.length, mimeType: "video/mp4", originalFilename: "tight-five.mp4", isPublished: false });

    const list = await apiClient(admin).videos.list().expect(200);
    expect((list.body as { id: number }[]).map((v) => v.id)).toContain(saved.body.id);
    const play = await fetch(`${base}${saved.body.videoURL}`, { headers: { Range: "bytes=10-19" } });
    expect(play.status).toBe(206);
    expect(play.headers.get("content-range")).toBe(`bytes 10-19/${clip.length}`);
    expect(play.headers.get("content-type")).toBe("video/mp4");
    expect(await play.text()).toBe("0123456789");
  });

  it("takes one upload per URL: a second PUT, or one after the video was saved or deleted, answers 403 and changes nothing", async () => {
    const other = Buffer.from("someone else's clip, same length as the first one".padEnd(clip.length, ".").slice(0, clip.length));
    const first = await ticket(admin);
    expect((await put(first.uploadURL, clip)).status).toBe(200);
    const again = await put(first.uploadURL, other);
    expect(again.status).toBe(403);
    expect(((await again.json()) as { message: string }).message).toMatch(/already been used/);

    const saved = await apiClient(admin).videos.create({ body: { title: "Kept", videoURL: first.objectPath } }).expect(201);
    expect((await put(first.uploadURL, other)).status).toBe(403);
    const play = await fetch(`${base}${saved.body.videoURL}`);
    expect(Buffer.from(await play.arrayBuffer()).equals(clip)).toBe(true);

    await apiClient(admin).videos.remove({ params: { id: saved.body.id } }).expect(204);
    expect((await put(first.uploadURL, other)).status).toBe(403);
    expect((await fetch(`${base}${saved.body.videoURL}`)).status).toBe(404);

    // Two uploads racing to one fresh URL: exactly one lands.
    const race = await ticket(admin);
    const statuses = (await Promise.all([put(race.uploadURL, clip), put(race.uploadURL, other)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403]);
  });

  it("refuses a forged or expired signature, and a path it never handed out", async () => {
    const { uploadURL, objectPath } = await ticket(admin);
    const forged = uploadURL.replace(/sig=([A-Za-z0-9_-])/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`);
    const refused = await put(forged, clip);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/signature is not valid/);
    const bigger = uploadURL.replace(/size=\d+/, "size=99999");
    expect((await put(bigger, clip)).status).toBe(403);

    const expires = Math.floor(Date.now() / 1000) - 1;
    const sig = sign(SECRET, { method: "PUT", objectPath, expires, size: clip.length, contentType: "video/mp4" });
    // eslint-disable-next-line no-restricted-syntax -- a signed storage URL made by hand, with an expired signature
    const expired = await put(`/api/storage/${objectPath}?${new URLSearchParams({ expires: String(expires), size: String(clip.length), type: "video/mp4", sig })}`, clip);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);

    // A playback URL does not upload, and an upload URL does not play.
    const playSig = sign(SECRET, { method: "GET", objectPath, expires: Math.floor(Date.now() / 1000) + 60 });
    // eslint-disable-next-line no-restricted-syntax -- a signed storage URL made by hand, with a playback signature
    expect((await put(`/api/storage/${objectPath}?expires=${Math.floor(Date.now() / 1000) + 60}&sig=${playSig}`, clip)).status).toBe(403);
    expect((await fetch(`${base}${uploadURL}`)).status).toBe(403);
    expect((await fetch(`${base}/api/storage/videos/..%2F..%2Fetc%2Fpasswd?sig=x&expires=1`)).status).toBe(404);
  });

  it("refuses a declared size over 4 GB, an empty file and a non-video type", async () => {
    for (const body of [
      { size: 4 * 1024 ** 3 + 1 },
      { size: 0 },
      { size: 1.5 },
      { size: "10" },
      { contentType: "text/html" },
      { contentType: "image/png" },
      { filename: "" },
      { filename: 7 },
    ]) {
      const res = await apiClient(admin).videos.requestUpload({ unchecked: { body: { filename: "a.mp4", contentType: "video/mp4", size: 10, ...body } } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const four = await apiClient(admin).videos.requestUpload({ body: { filename: "a.mp4", contentType: "video/mp4", size: 4 * 1024 ** 3 } });
    expect(four.status).toBe(200);
  });

  it("cuts off a body longer than declared, before it is stored", async () => {
    const { uploadURL, objectPath } = await ticket(admin);
    // Declared by Content-Length: refused before reading.
    expect((await put(uploadURL, Buffer.concat([clip, clip]))).status).toBe(413);
    // Streamed with no length: refused the moment it passes the size.
    const streamed = await putChunked(uploadURL, [clip, clip, clip]);
    expect([413, 0]).toContain(streamed.status);
    // Shorter than declared: not a whole file.
    expect((await put(uploadURL, clip.subarray(0, 10))).status).toBe(400);
    const save = await apiClient(admin).videos.create({ body: { title: "Nope", objectPath } });
    expect(save.status).toBe(400);
    expect(save.body.message).toBe("No object path found - upload may have failed");
  });

  it("refuses the wrong content type on the PUT", async () => {
    const { uploadURL } = await ticket(admin);
    expect((await put(uploadURL, clip, "text/html")).status).toBe(400);
  });
});

describe("saving and managing videos", () => {
  it("saves only an object path this user was handed, once", async () => {
    const { uploadURL, objectPath } = await ticket(admin);
    expect((await put(uploadURL, clip)).status).toBe(200);
    await apiClient(otherAdmin).videos.create({ body: { title: "Mine now", objectPath } }).expect(404);
    await apiClient(admin).videos.create({ body: { title: "Mine", objectPath } }).expect(201);
    await apiClient(admin).videos.create({ body: { title: "Again", objectPath } }).expect(404);
  });

  it.each([
    [{ objectPath: "videos/x.mp4", title: "T" }],
    [{ objectPath: "../../etc/passwd", title: "T" }],
    [{ title: "T" }],
    [{ videoURL: "videos/0b6c1c9e-5a4e-4a3e-9a59-8f7c1d2e3f40.mp4", title: "" }],
    [{ videoURL: "videos/0b6c1c9e-5a4e-4a3e-9a59-8f7c1d2e3f40.mp4", title: 5 }],
  ])("refuses %j with a 400", async (body) => {
    const res = await apiClient(admin).videos.create({ unchecked: { body } });
    expect(res.status).toBe(400);
  });

  it("refuses a 1 MB title (413)", async () => {
    await apiClient(admin).videos.create({ body: { title: "x".repeat(1024 * 1024) } }).expect(413);
  });

  it("publishes and unpublishes, and keeps each admin's videos their own", async () => {
    const video = await uploaded(admin);
    const published = await apiClient(admin).videos.update({ params: { id: video.id }, body: { isPublished: true } }).expect(200);
    expect(published.body).toMatchObject({ isPublished: true, publishedAt: expect.any(String) });
    const unpublished = await apiClient(admin).videos.update({ params: { id: video.id }, body: { isPublished: false } }).expect(200);
    expect(unpublished.body).toMatchObject({ isPublished: false, publishedAt: null });

    await apiClient(otherAdmin).videos.update({ params: { id: video.id }, body: { isPublished: true } }).expect(404);
    await apiClient(otherAdmin).videos.remove({ params: { id: video.id } }).expect(404);
    expect(((await apiClient(otherAdmin).videos.list()).body as { id: number }[]).map((v) => v.id)).not.toContain(video.id);
    expect((await apiClient(admin).videos.update({ params: { id: video.id }, body: { title: "Renamed" } })).body.title).toBe("Renamed");

    await apiClient(admin).videos.update({ params: { id: video.id }, body: {} }).expect(400);
    await apiClient(admin).videos.update({ params: { id: video.id }, unchecked: { body: { isPublished: "yes" } } }).expect(400);
    await apiClient(admin).videos.update({ params: { id: "2147483648" }, body: { isPublished: true } }).expect(400);
    await apiClient(admin).videos.update({ params: { id: "2147483647" }, body: { isPublished: true } }).expect(404);
  });

  it("deletes the row and the stored file", async () => {
    const video = await uploaded(admin, "Doomed");
    await apiClient(admin).videos.remove({ params: { id: video.id } }).expect(204);
    expect((await fetch(`${base}${video.videoURL}`)).status).toBe(404);
    expect(((await apiClient(admin).videos.list()).body as { id: number }[]).map((v) => v.id)).not.toContain(video.id);
    await apiClient(admin).videos.remove({ params: { id: video.id } }).expect(404);
  });
});

describe("sweep-abandoned-uploads job", () => {
  it("forgets upload URLs not saved within a day and deletes their files, and keeps fresh ones", async () => {
    const stale = await ticket(admin);
    const fresh = await ticket(admin);
    expect((await put(stale.uploadURL, clip)).status).toBe(200);
    expect((await put(fresh.uploadURL, clip)).status).toBe(200);
    await t.pool.query("UPDATE video_upload_slots SET created_at = now() - interval '25 hours' WHERE object_path = $1", [stale.objectPath]);

    const { rows } = await t.pool.query<{ datname: string }>("SELECT current_database() AS datname");
    // The same folder the test app stores into (see test-app.ts).
    const storage = localVideoStorage(path.join(tmpdir(), `toolkit-test-videos-${rows[0]!.datname}`), SECRET);
    expect(await storage.stat(stale.objectPath)).toEqual({ size: clip.length });
    const outcome = await runJob(t.pool, sweepAbandonedUploadsJob({ db: t.db, storage }));
    expect(outcome).toEqual({ ran: true, result: { removed: 1 } });
    expect(await storage.stat(stale.objectPath)).toBeUndefined();
    expect(await storage.stat(fresh.objectPath)).toEqual({ size: clip.length });
    await apiClient(admin).videos.create({ body: { title: "Too late", objectPath: stale.objectPath } }).expect(404);
    await apiClient(admin).videos.create({ body: { title: "In time", objectPath: fresh.objectPath } }).expect(201);
  });
});

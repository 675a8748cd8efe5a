import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingSchema } from "@shared/recordings/recording-dto";
import { s3ObjectStore } from "../../integrations/storage/s3-object-store";
import { A_PASSWORD, aJokeNote, uniqueEmail } from "../../test/factories";
import { bytes, WEBM } from "../../test/recording-factories";
import { startS3Peer } from "../../test/s3-peer";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let twin: ReturnType<TestApp["anotherInstance"]>;
let peer: Awaited<ReturnType<typeof startS3Peer>>;

// Two app instances behind a load balancer: one database, one S3 bucket, each its own client.
beforeAll(async () => {
  peer = await startS3Peer("shared-audio");
  const store = () =>
    s3ObjectStore({ bucket: "shared-audio", region: "us-east-1", endpoint: peer.endpoint, accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey }, "recordings/");
  t = await createTestApp({ recordingStorage: store() });
  twin = t.anotherInstance({ recordingStorage: store() });
});
afterAll(async () => {
  await twin.close();
  await t.close();
  await peer.stop();
});

describe("a recording sent to two instances on one S3 bucket", () => {
  it("is assembled once from chunks that reached either instance, and plays back whole and by ranges from both", async () => {
    const registered = await t.agent().post("/api/register").send({ email: uniqueEmail(), password: A_PASSWORD }).expect(201);
    const cookie = registered.headers["set-cookie"] as unknown as string[];
    const instances = [t.app, twin.app].map((app) => (method: "get" | "post" | "put", url: string) =>
      supertest(app)[method](url).set("Cookie", cookie).set("Origin", "http://toolkit.test"),
    );
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const joke = await aJokeNote(t.agent().set("Cookie", cookie));

    const created = await a("post", "/api/recordings").send({ startedAt: "2026-12-01T21:00:00Z", mimeType: WEBM }).expect(201);
    const id = (created.body as { id: number }).id;
    const chunks = [0, 1, 2, 3, 4].map((seq) => Buffer.from(`chunk ${seq} `.repeat(200 + seq * 37)));
    // Chunks go to whichever instance the balancer picks, out of order, one retried on the other.
    await Promise.all([
      b("put", `/api/recordings/${id}/chunks/3`).set("Content-Type", WEBM).send(chunks[3]).expect(200),
      a("put", `/api/recordings/${id}/chunks/0`).set("Content-Type", WEBM).send(chunks[0]).expect(200),
      b("put", `/api/recordings/${id}/chunks/1`).set("Content-Type", WEBM).send(chunks[1]).expect(200),
      a("put", `/api/recordings/${id}/chunks/4`).set("Content-Type", WEBM).send(chunks[4]).expect(200),
    ]);
    await b("put", `/api/recordings/${id}/chunks/0`).set("Content-Type", WEBM).send(chunks[0]).expect(200);
    const finished = await b("post", `/api/recordings/${id}/finish`).send({ durationMs: 25_000, chunkCount: 5, bits: [{ jokeNoteId: joke.id, startMs: 0, endMs: 25_000 }] }).expect(200);
    expect(recordingSchema.parse(finished.body).audioStatus).toBe("uploading");
    const last = await a("put", `/api/recordings/${id}/chunks/2`).set("Content-Type", WEBM).send(chunks[2]).expect(200);
    expect(last.body).toEqual({ audioStatus: "complete" });

    const whole = Buffer.concat(chunks);
    expect([...peer.objects.keys()].filter((key) => key.startsWith(`recordings/${id}/`)).sort()).toEqual([0, 1, 2, 3, 4].map((seq) => `recordings/${id}/${seq}`));
    for (const instance of [a, b]) {
      const recording = recordingSchema.parse((await instance("get", `/api/recordings/${id}`).expect(200)).body);
      expect(recording).toMatchObject({ audioStatus: "complete", audioBytes: whole.length, durationMs: 25_000 });
      const all = await instance("get", `/api/recordings/${id}/audio`).buffer(true).parse(bytes).expect(200);
      expect(Buffer.compare(all.body as Buffer, whole)).toBe(0);
      const from = chunks[0]!.length - 5;
      const to = chunks[0]!.length + chunks[1]!.length + chunks[2]!.length + 4;
      const part = await instance("get", `/api/recordings/${id}/audio`).set("Range", `bytes=${from}-${to}`).buffer(true).parse(bytes).expect(206);
      expect(Buffer.compare(part.body as Buffer, whole.subarray(from, to + 1))).toBe(0);
    }
    const list = await b("get", "/api/recordings").expect(200);
    expect((list.body as { recordings: { id: number }[] }).recordings.map((r) => r.id)).toEqual([id]);
  });
});

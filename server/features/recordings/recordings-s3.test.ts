import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ObjectStore } from "../../integrations/storage/s3-object-store";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aRecordingId, bytes, finish, putChunk } from "../../test/recording-factories";
import { startS3Peer } from "../../test/s3-peer";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let peer: Awaited<ReturnType<typeof startS3Peer>>;

beforeAll(async () => {
  peer = await startS3Peer("club-audio");
  t = await createTestApp({
    recordingStorage: s3ObjectStore(
      { bucket: "club-audio", region: "us-east-1", endpoint: peer.endpoint, accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
      "recordings/",
    ),
  });
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

const keysOf = (id: number) => [...peer.objects.keys()].filter((key) => key.startsWith(`recordings/${id}/`)).sort();

describe("recordings on an S3-compatible store", () => {
  it("keep each chunk as its own object, play ranges across them with ranged reads, and leave the bucket on delete", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const id = await aRecordingId(agent);
    const chunks = [Buffer.from("a".repeat(1000)), Buffer.from("b".repeat(1000)), Buffer.from("c".repeat(500))];
    for (const seq of [1, 0, 2]) await putChunk(agent, id, seq, chunks[seq]!).expect(200);
    await putChunk(agent, id, 1, chunks[1]!).expect(200);
    expect(keysOf(id)).toEqual([`recordings/${id}/0`, `recordings/${id}/1`, `recordings/${id}/2`]);
    expect(peer.objects.get(`recordings/${id}/0`)?.contentType).toBe("audio/webm");
    const done = await finish(agent, id, { durationMs: 30_000, chunkCount: 3, bits: [{ jokeNoteId: joke.id, startMs: 0, endMs: 30_000 }] });
    expect(done).toMatchObject({ audioStatus: "complete", audioBytes: 2500 });

    peer.requests.length = 0;
    const part = await agent.get(`/api/recordings/${id}/audio`).set("Range", "bytes=990-2009").buffer(true).parse(bytes).expect(206);
    expect((part.body as Buffer).toString()).toBe(`${"a".repeat(10)}${"b".repeat(1000)}${"c".repeat(10)}`);
    // Only the chunks the range touches, each asked for just its part.
    expect(peer.requests.map((r) => [r.method, r.key, r.status])).toEqual([
      ["GET", `recordings/${id}/0`, 206],
      ["GET", `recordings/${id}/1`, 206],
      ["GET", `recordings/${id}/2`, 206],
    ]);
    const whole = await agent.get(`/api/recordings/${id}/audio`).buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(whole.body as Buffer, Buffer.concat(chunks))).toBe(0);

    const other = await aRecordingId(agent);
    await putChunk(agent, other, 0, Buffer.from("stays")).expect(200);
    await agent.delete(`/api/recordings/${id}`).expect(204);
    expect(keysOf(id)).toEqual([]);
    expect(keysOf(other)).toEqual([`recordings/${other}/0`]);
  });
});

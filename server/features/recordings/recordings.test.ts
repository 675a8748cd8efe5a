import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingListSchema, recordingSchema, takeListSchema } from "@shared/recordings/recording-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import {
  aFinishedRecording,
  aRecordingId,
  bytes,
  finish,
  putChunk,
  quietRoom,
  THREE_CHUNKS,
  WEBM,
} from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const whole = Buffer.concat(THREE_CHUNKS);
const audioDir = (id: number) => path.join(t.recordingDir, String(id));

describe("recording a set", () => {
  it("takes chunks in any order (a retry is a no-op), finishes with bits and features, and plays back exactly", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent, { setup: "Airline food" }), await aJokeNote(agent, { setup: "Dentist podcast" })];
    const set = await apiClient(agent).setLists.create({ body: { name: "Friday", jokeNoteIds: [a.id, b.id] } }).expect(201).answer();
    const id = await aRecordingId(agent, { setListId: set.id });

    await putChunk(agent, id, 2, THREE_CHUNKS[2]!).expect(200);
    await putChunk(agent, id, 0, THREE_CHUNKS[0]!).expect(200);
    const retried = await putChunk(agent, id, 0, THREE_CHUNKS[0]!).expect(200);
    expect(retried.body.message).toMatch(/already arrived/);
    expect(await apiClient(agent).recordings.get({ params: { id } }).expect(200).answer()).toMatchObject({ audioStatus: "uploading", durationMs: null });
    const last = await putChunk(agent, id, 1, THREE_CHUNKS[1]!).expect(200);
    expect(last.body).toEqual({ audioStatus: "uploading" });

    const done = await finish(agent, id, {
      durationMs: 90_000,
      chunkCount: 3,
      bits: [
        { jokeNoteId: a.id, startMs: 0, endMs: 30_000 },
        { jokeNoteId: b.id, startMs: 30_000, endMs: 60_000 },
        { jokeNoteId: a.id, startMs: 60_000, endMs: 90_000 },
      ],
      features: quietRoom(90),
    });
    expect(done).toMatchObject({
      id,
      setListId: set.id,
      setListName: "Friday",
      performanceId: null,
      venue: null,
      startedAt: "2026-11-20T21:00:00.000Z",
      durationMs: 90_000,
      mimeType: WEBM,
      audioStatus: "complete",
      audioBytes: whole.length,
      laughCount: 0,
      laughsPerMinute: 0,
      laughs: [],
      envelopeFrameMs: 250,
    });
    expect(done.envelope).toHaveLength(360);
    expect(done.envelope.slice(0, 2)).toEqual([-41.9, -43.4]);
    expect(done.bits.map((bit) => [bit.jokeNoteId, bit.position, bit.startMs, bit.endMs])).toEqual([
      [a.id, 0, 0, 30_000],
      [b.id, 1, 30_000, 60_000],
      [a.id, 2, 60_000, 90_000],
    ]);
    expect(await apiClient(agent).recordings.get({ params: { id } }).expect(200).answer()).toEqual(done);

    const full = await apiClient(agent).recordings.audio({ params: { id } }).buffer(true).parse(bytes).expect(200);
    expect(full.headers["content-type"]).toBe(WEBM);
    expect(full.headers["accept-ranges"]).toBe("bytes");
    expect(full.headers["content-length"]).toBe(String(whole.length));
    expect(Buffer.compare(full.body as Buffer, whole)).toBe(0);

    // A range across all three chunks, one inside a chunk, an open end and a suffix.
    for (const [range, start, end] of [
      [`bytes=100-${whole.length - 3}`, 100, whole.length - 3],
      ["bytes=3-9", 3, 9],
      ["bytes=150-", 150, whole.length - 1],
      ["bytes=-7", whole.length - 7, whole.length - 1],
    ] as const) {
      const part = await apiClient(agent).recordings.audio({ params: { id } }).set("Range", range).buffer(true).parse(bytes).expect(206);
      expect(part.headers["content-range"], range).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect((part.body as Buffer).toString(), range).toBe(whole.subarray(start, end + 1).toString());
    }
    const unsatisfiable = await apiClient(agent).recordings.audio({ params: { id } }).set("Range", `bytes=${whole.length}-`).expect(416);
    expect(unsatisfiable.headers["content-range"]).toBe(`bytes */${whole.length}`);
    // Several ranges or a malformed header: the whole audio.
    await apiClient(agent).recordings.audio({ params: { id } }).set("Range", "bytes=0-1,5-6").buffer(true).parse(bytes).expect(200);
    await apiClient(agent).recordings.audio({ params: { id } }).set("Range", "pages=1").buffer(true).parse(bytes).expect(200);

    // Once complete, no more chunks.
    await putChunk(agent, id, 1, THREE_CHUNKS[1]!).expect(409);
    await putChunk(agent, id, 3, Buffer.from("more")).expect(409);
  });

  it("may finish before the audio has all arrived; the last chunk completes it, and the audio so far plays meanwhile", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    await putChunk(agent, id, 0, THREE_CHUNKS[0]!).expect(200);
    await putChunk(agent, id, 2, THREE_CHUNKS[2]!).expect(200);
    const early = await finish(agent, id, { durationMs: 15_000, chunkCount: 3, bits: [] });
    expect(early).toMatchObject({ audioStatus: "uploading", durationMs: 15_000, envelope: [], laughs: [] });
    const sofar = await apiClient(agent).recordings.audio({ params: { id } }).buffer(true).parse(bytes).expect(200);
    expect((sofar.body as Buffer).toString()).toBe(THREE_CHUNKS[0]!.toString());
    await putChunk(agent, id, 3, Buffer.from("past the end")).expect(400);
    expect(await putChunk(agent, id, 1, THREE_CHUNKS[1]!).expect(200)).toHaveProperty("body", { audioStatus: "complete" });
    const after = await apiClient(agent).recordings.audio({ params: { id } }).buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(after.body as Buffer, whole)).toBe(0);
    expect(existsSync(path.join(audioDir(id), "3"))).toBe(false);
  });

  it("finishes once: finishing again answers the recording as it is, corrections kept", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const first = await aFinishedRecording(agent, [{ jokeNoteId: a.id, startMs: 0, endMs: 60_000 }]);
    const corrected = await apiClient(agent).recordings.replaceLaughs({ params: { id: first.id }, body: { laughs: [{ startMs: 5_000, endMs: 7_000 }] } }).expect(200);
    const again = await finish(agent, first.id, { durationMs: 10_000, chunkCount: 3, bits: [] });
    expect(again).toEqual(corrected.body);
    expect(again.durationMs).toBe(60_000);
  });

  it("refuses a chunk count below the chunks that already arrived", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    await putChunk(agent, id, 4, Buffer.from("fifth")).expect(200);
    const res = await apiClient(agent).recordings.finish({ params: { id }, body: { durationMs: 1000, chunkCount: 3, bits: [] } }).expect(400);
    expect(res.body.message).toMatch(/^chunkCount: chunk 4 has already arrived/);
  });
});

describe("the comedian's corrections", () => {
  it("replace the laughs and the bits, and the metrics follow", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const rec = await aFinishedRecording(agent, [
      { jokeNoteId: a.id, startMs: 0, endMs: 30_000 },
      { jokeNoteId: b.id, startMs: 30_000, endMs: 60_000 },
    ]);
    expect(rec.laughCount).toBe(0);

    const laughs = [
      { startMs: 40_000, endMs: 42_500 },
      { startMs: 10_000, endMs: 12_000 },
      { startMs: 31_000, endMs: 32_000 },
      { startMs: 20_000, endMs: 21_000 },
    ];
    const withLaughs = recordingSchema.strict().parse(await apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs } }).expect(200).answer());
    // A laugh just after a bit leaves the screen (within LAUGH_TAIL_MS) is still that bit's.
    expect(withLaughs).toMatchObject({ laughCount: 4, laughSeconds: 6.5, laughsPerMinute: 4, laughSecondsPerMinute: 6.5 });
    expect(withLaughs.laughs.map((l) => l.startMs)).toEqual([10_000, 20_000, 31_000, 40_000]);
    expect(withLaughs.bits.map((bit) => [bit.laughCount, bit.laughSeconds, bit.laughsPerMinute])).toEqual([
      [3, 4, 6],
      [1, 2.5, 2],
    ]);
    expect(withLaughs.bits[0]!.laughs).toEqual([
      { startMs: 10_000, endMs: 12_000 },
      { startMs: 20_000, endMs: 21_000 },
      { startMs: 31_000, endMs: 32_000 },
    ]);

    const moved = recordingSchema.strict().parse(
      await apiClient(agent).recordings.replaceBits({ params: { id: rec.id }, body: { bits: [{ jokeNoteId: a.id, startMs: 0, endMs: 15_000 }, { jokeNoteId: b.id, startMs: 15_000, endMs: 60_000 }] } })
          .expect(200).answer(),
    );
    expect(moved.laughs).toEqual(withLaughs.laughs);
    expect(moved.bits.map((bit) => [bit.jokeNoteId, bit.startMs, bit.endMs, bit.laughCount, bit.laughsPerMinute])).toEqual([
      [a.id, 0, 15_000, 1, 4],
      [b.id, 15_000, 60_000, 3, 4],
    ]);
    expect(await apiClient(agent).recordings.get({ params: { id: rec.id } }).expect(200).answer()).toEqual(moved);

    const list = recordingListSchema.strict().parse(await apiClient(agent).recordings.list().expect(200).answer());
    expect(list.recordings[0]).toMatchObject({ id: rec.id, laughCount: 4, laughsPerMinute: 4, laughSeconds: 6.5 });

    const none = await apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: [] } }).expect(200).answer();
    expect(none.bits.map((bit) => bit.laughCount)).toEqual([0, 0]);
  });

  it("wait for the recording to be finished", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    const res = await apiClient(agent).recordings.replaceLaughs({ params: { id }, body: { laughs: [] } }).expect(409);
    expect(res.body.message).toMatch(/not finished/);
    await apiClient(agent).recordings.replaceBits({ params: { id }, body: { bits: [] } }).expect(409);
  });
});

describe("listing, takes and deleting", () => {
  it("lists the comedian's recordings newest first", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    await aRecordingId(other);
    const older = await aRecordingId(agent, { startedAt: "2026-10-01T20:00:00Z" });
    const newer = await aRecordingId(agent, { startedAt: "2026-11-01T20:00:00-05:00", mimeType: "audio/mp4" });
    const list = recordingListSchema.strict().parse(await apiClient(agent).recordings.list().expect(200).answer());
    expect(list.recordings.map((r) => [r.id, r.startedAt, r.mimeType, r.audioStatus, r.durationMs])).toEqual([
      [newer, "2026-11-02T01:00:00.000Z", "audio/mp4", "uploading", null],
      [older, "2026-10-01T20:00:00.000Z", WEBM, "uploading", null],
    ]);
  });

  it("answers a joke's takes newest first, each with its stretch and laughs", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const first = await aFinishedRecording(agent, [{ jokeNoteId: a.id, startMs: 0, endMs: 60_000 }], { create: { startedAt: "2026-10-01T20:00:00Z" } });
    const second = await aFinishedRecording(
      agent,
      [
        { jokeNoteId: b.id, startMs: 0, endMs: 20_000 },
        { jokeNoteId: a.id, startMs: 20_000, endMs: 50_000 },
      ],
      { create: { startedAt: "2026-11-01T20:00:00Z" } },
    );
    await apiClient(agent).recordings.replaceLaughs({ params: { id: second.id }, body: { laughs: [{ startMs: 25_000, endMs: 27_000 }] } }).expect(200);
    const takes = takeListSchema.strict().parse(await apiClient(agent).recordings.takes({ params: { id: a.id } }).expect(200).answer());
    expect(takes.takes).toEqual([
      { recordingId: second.id, startedAt: "2026-11-01T20:00:00.000Z", venue: null, startMs: 20_000, endMs: 50_000, laughCount: 1, laughsPerMinute: 2, applauseCount: 0 },
      { recordingId: first.id, startedAt: "2026-10-01T20:00:00.000Z", venue: null, startMs: 0, endMs: 60_000, laughCount: 0, laughsPerMinute: 0, applauseCount: 0 },
    ]);
    const none = await aJokeNote(agent);
    expect(await apiClient(agent).recordings.takes({ params: { id: none.id } }).expect(200).answer()).toEqual({ takes: [] });
    // The joke notes' own routes are untouched by the takes route beside them.
    await apiClient(agent).jokeNotes.get({ params: { id: a.id } }).expect(200);
    await apiClient(agent).jokeNotes.versions({ params: { id: a.id } }).expect(200);
  });

  it("deletes a recording with its audio files", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: a.id, startMs: 0, endMs: 60_000 }]);
    expect(existsSync(path.join(audioDir(rec.id), "0"))).toBe(true);
    await apiClient(agent).recordings.remove({ params: { id: rec.id } }).expect(204);
    expect(existsSync(audioDir(rec.id))).toBe(false);
    await apiClient(agent).recordings.get({ params: { id: rec.id } }).expect(404);
    await apiClient(agent).recordings.audio({ params: { id: rec.id } }).expect(404);
    await apiClient(agent).recordings.remove({ params: { id: rec.id } }).expect(404);
    expect(await apiClient(agent).recordings.takes({ params: { id: a.id } }).expect(200).answer()).toEqual({ takes: [] });
    const { rows } = await t.pool.query("SELECT 1 FROM recording_audio_deletions WHERE recording_id = $1", [rec.id]);
    expect(rows).toEqual([]);
  });

  it("keeps a recording when its set list or a joke goes, losing only that joke's bits", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const set = await apiClient(agent).setLists.create({ body: { name: "S", jokeNoteIds: [a.id, b.id] } }).expect(201).answer();
    const rec = await aFinishedRecording(
      agent,
      [
        { jokeNoteId: a.id, startMs: 0, endMs: 30_000 },
        { jokeNoteId: b.id, startMs: 30_000, endMs: 60_000 },
      ],
      { create: { setListId: set.id } },
    );
    await apiClient(agent).jokeNotes.remove({ params: { id: a.id } }).expect(204);
    await apiClient(agent).setLists.remove({ params: { id: set.id } }).expect(204);
    const kept = recordingSchema.strict().parse(await apiClient(agent).recordings.get({ params: { id: rec.id } }).expect(200).answer());
    expect(kept.setListId).toBeNull();
    expect(kept.bits.map((bit) => [bit.jokeNoteId, bit.position])).toEqual([[b.id, 0]]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { CHUNK_BYTES_MAX } from "@shared/recordings/recording-limits";
import { recordingSchema } from "@shared/recordings/recording-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording, aRecordingId, bytes, finish, putChunk, quietRoom, THREE_CHUNKS, WEBM } from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expect4xx = (res: supertest.Response, status: number, label: string) => {
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
  expect(res.body.message, label).toEqual(expect.any(String));
};

describe("another comedian's recording", () => {
  it("is not found by any route, and stays as it was", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const joke = await aJokeNote(me);
    const theirJoke = await aJokeNote(other);
    const mine = await aFinishedRecording(me, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    const open = await aRecordingId(me);

    const attempts: [string, () => supertest.Test][] = [
      ["get", () => apiClient(other).recordings.get({ params: { id: mine.id } })],
      ["audio", () => apiClient(other).recordings.audio({ params: { id: mine.id } })],
      ["audio range", () => apiClient(other).recordings.audio({ params: { id: mine.id } }).set("Range", "bytes=0-3")],
      ["chunk", () => putChunk(other, open, 0, Buffer.from("not yours"))],
      ["finish", () => apiClient(other).recordings.finish({ params: { id: open }, body: { durationMs: 1000, chunkCount: 1, bits: [] } })],
      ["laughs", () => apiClient(other).recordings.replaceLaughs({ params: { id: mine.id }, body: { laughs: [{ startMs: 0, endMs: 100 }] } })],
      ["bits", () => apiClient(other).recordings.replaceBits({ params: { id: mine.id }, body: { bits: [{ jokeNoteId: theirJoke.id, startMs: 0, endMs: 100 }] } })],
      ["delete", () => apiClient(other).recordings.remove({ params: { id: mine.id } })],
      ["takes", () => apiClient(other).recordings.takes({ params: { id: joke.id } })],
    ];
    for (const [label, attempt] of attempts) expect4xx(await attempt(), 404, label);
    expect(await apiClient(other).recordings.list().expect(200).answer()).toEqual({ recordings: [] });

    expect(await apiClient(me).recordings.get({ params: { id: mine.id } }).expect(200).answer()).toEqual(mine);
    expect(await apiClient(me).recordings.get({ params: { id: open } }).expect(200).answer()).toMatchObject({ audioBytes: 0, durationMs: null });

    const anonymous = t.agent();
    for (const res of [
      await apiClient(anonymous).recordings.list(),
      await apiClient(anonymous).recordings.audio({ params: { id: mine.id } }),
      await apiClient(anonymous).recordings.create({ body: { startedAt: "2026-11-20T21:00:00Z", mimeType: WEBM } }),
      await putChunk(anonymous, open, 0, Buffer.from("x")),
      await apiClient(anonymous).recordings.takes({ params: { id: joke.id } }),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it("joke notes and set lists cannot be borrowed into mine: 400 naming the field, nothing saved", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const joke = await aJokeNote(me);
    const theirJoke = await aJokeNote(other);
    const theirSet = await apiClient(other).setLists.create({ body: { name: "Theirs" } }).expect(201).answer();

    const created = await apiClient(me).recordings.create({ body: { startedAt: "2026-11-20T21:00:00Z", mimeType: WEBM, setListId: theirSet.id } });
    expect4xx(created, 400, "set list");
    expect(created.body.message).toMatch(/^setListId/);

    const id = await aRecordingId(me);
    const bits = [
      { jokeNoteId: joke.id, startMs: 0, endMs: 1000 },
      { jokeNoteId: joke.id, startMs: 1000, endMs: 2000 },
      { jokeNoteId: theirJoke.id, startMs: 2000, endMs: 3000 },
    ];
    const finished = await apiClient(me).recordings.finish({ params: { id }, body: { durationMs: 5000, chunkCount: 1, bits } });
    expect4xx(finished, 400, "finish");
    expect(finished.body.message).toMatch(/^bits\[2\]\.jokeNoteId: /);
    expect(finished.body.errors).toEqual([{ path: "bits.2.jokeNoteId", message: expect.any(String) }]);
    expect(await apiClient(me).recordings.get({ params: { id } }).expect(200).answer()).toMatchObject({ durationMs: null, bits: [] });

    const ok = await finish(me, id, { durationMs: 5000, chunkCount: 1, bits: bits.slice(0, 2) });
    const replaced = await apiClient(me).recordings.replaceBits({ params: { id }, body: { bits: [bits[2]!, bits[0]!] } });
    expect4xx(replaced, 400, "bits");
    expect(replaced.body.message).toMatch(/^bits\[0\]\.jokeNoteId: /);
    const gone = await apiClient(me).recordings.replaceBits({ params: { id }, body: { bits: [{ jokeNoteId: 2_147_483_647, startMs: 0, endMs: 10 }] } });
    expect(gone.body.message).toMatch(/^bits\[0\]\.jokeNoteId: /);
    expect(await apiClient(me).recordings.get({ params: { id } }).expect(200).answer()).toEqual(ok);
  });
});

describe("bad input", () => {
  it("answers 400 to malformed recordings, finishes and corrections, never 5xx", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const create = { startedAt: "2026-11-20T21:00:00Z", mimeType: WEBM };
    for (const body of [
      {},
      { mimeType: WEBM },
      { startedAt: "2026-11-20T21:00:00Z" },
      { ...create, startedAt: "yesterday" },
      { ...create, startedAt: "2026-11-20T21:00:00Z\u0000" },
      { ...create, startedAt: 5 },
      { ...create, mimeType: 42 },
      { ...create, mimeType: `audio/webm;${"x".repeat(200)}` },
      { ...create, setListId: "1" },
      { ...create, setListId: 2 ** 31 },
      { ...create, setListId: 0 },
      { ...create, setListId: 1.5 },
    ]) {
      expect4xx(await apiClient(agent).recordings.create({ unchecked: { body } }), 400, JSON.stringify(body).slice(0, 60));
    }

    const id = await aRecordingId(agent);
    const bit = { jokeNoteId: joke.id, startMs: 0, endMs: 1000 };
    const ok = { durationMs: 10_000, chunkCount: 2, bits: [bit] };
    const features = quietRoom(1);
    for (const body of [
      {},
      { ...ok, durationMs: undefined },
      { ...ok, chunkCount: undefined },
      { ...ok, bits: undefined },
      { ...ok, durationMs: "10000" },
      { ...ok, durationMs: 0 },
      { ...ok, durationMs: 10.5 },
      { ...ok, durationMs: 2 ** 31 },
      { ...ok, chunkCount: 0 },
      { ...ok, chunkCount: 100_001 },
      { ...ok, bits: "all of them" },
      { ...ok, bits: [{ ...bit, jokeNoteId: 2 ** 31 }] },
      { ...ok, bits: [{ ...bit, jokeNoteId: "1" }] },
      { ...ok, bits: [{ ...bit, jokeNoteId: undefined }] },
      { ...ok, bits: [{ ...bit, startMs: 500, endMs: 400 }] },
      { ...ok, bits: [{ ...bit, startMs: 500, endMs: 500 }] },
      { ...ok, bits: [{ ...bit, startMs: -1 }] },
      { ...ok, bits: [{ ...bit, endMs: 10_001 }] },
      { ...ok, bits: [{ ...bit, startMs: "\u0000" }] },
      { ...ok, features: { ...features, frameMs: 5 } },
      { ...ok, features: { ...features, levelDb: [1] } },
      { ...ok, features: { ...features, flatness: features.flatness.slice(1) } },
      { ...ok, features: "loud" },
    ]) {
      expect4xx(await apiClient(agent).recordings.finish({ params: { id }, unchecked: { body } }), 400, JSON.stringify(body).slice(0, 80));
    }
    const past = await apiClient(agent).recordings.finish({ params: { id }, body: { ...ok, bits: [{ ...bit, endMs: 10_001 }] } });
    expect(past.body.errors).toContainEqual({ path: "bits.0.endMs", message: expect.any(String) });
    await apiClient(agent).recordings.finish({ params: { id }, unchecked: { body: "{not json" } }).set("Content-Type", "application/json").expect(400);

    await finish(agent, id, ok);
    for (const body of [
      {},
      { laughs: "many" },
      { laughs: [{ startMs: 10, endMs: 5 }] },
      { laughs: [{ startMs: 0, endMs: 10_001 }] },
      { laughs: [{ startMs: "0", endMs: 10 }] },
      { laughs: [{ startMs: 0 }] },
      { laughs: [{ startMs: 0, endMs: 2 ** 31 }] },
      { laughs: Array.from({ length: 10_001 }, () => ({ startMs: 0, endMs: 1 })) },
    ]) {
      expect4xx(await apiClient(agent).recordings.replaceLaughs({ params: { id }, unchecked: { body } }), 400, JSON.stringify(body).slice(0, 60));
    }
    const late = await apiClient(agent).recordings.replaceLaughs({ params: { id }, body: { laughs: [{ startMs: 0, endMs: 10 }, { startMs: 9000, endMs: 10_001 }] } });
    expect(late.body.message).toMatch(/^laughs\[1\]\.endMs: /);
    for (const body of [{}, { bits: [{ ...bit, endMs: 10_001 }] }, { bits: [{ ...bit, startMs: 2000 }] }, { bits: {} }]) {
      expect4xx(await apiClient(agent).recordings.replaceBits({ params: { id }, unchecked: { body } }), 400, JSON.stringify(body).slice(0, 60));
    }
  });

  it("answers 400 to ids and seqs out of range", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    for (const seq of ["100000", "-1", "1.5", "abc", "1e3", "999999"]) {
      expect4xx(await putChunk(agent, id, seq as unknown as number, Buffer.from("x")), 400, `seq ${seq}`);
    }
    await putChunk(agent, id, 99_999, Buffer.from("the very last")).expect(200);
    for (const bad of ["2147483648", "0", "-1", "abc", "99999999999"]) {
      expect4xx(await apiClient(agent).recordings.get({ params: { id: bad } }), 400, `get ${bad}`);
      expect4xx(await apiClient(agent).recordings.audio({ params: { id: bad } }), 400, `audio ${bad}`);
      expect4xx(await putChunk(agent, bad as unknown as number, 0, Buffer.from("x")), 400, `chunk ${bad}`);
      expect4xx(await apiClient(agent).recordings.takes({ params: { id: bad } }), 400, `takes ${bad}`);
    }
    expect4xx(await apiClient(agent).recordings.get({ params: { id: "2147483647" } }), 404, "a free id");
  });

  it("refuses types that are not the recording's audio with 415", async () => {
    const { agent } = await signedInAgent(t);
    for (const mimeType of ["video/mp4", "text/html", "audio/flac", "audio/webm\u0000", "", "application/octet-stream"]) {
      const res = await apiClient(agent).recordings.create({ body: { startedAt: "2026-11-20T21:00:00Z", mimeType } });
      expect4xx(res, 415, mimeType);
    }
    const id = await aRecordingId(agent);
    for (const type of ["audio/ogg", "application/json", "text/plain", "application/x-www-form-urlencoded", "video/webm"]) {
      expect4xx(await putChunk(agent, id, 0, Buffer.from("{}"), type), 415, type);
    }
    expect4xx(await apiClient(agent).recordings.putChunk({ params: { id, seq: 0 }, body: Buffer.from("x") }), 415, "no type");
    // Parameters may differ: the base type is what counts.
    await putChunk(agent, id, 0, Buffer.from("x"), "audio/webm").expect(200);
    await putChunk(agent, id, 1, Buffer.from("y"), "Audio/WebM; codecs=opus").expect(200);
    expect4xx(await putChunk(agent, id, 2, Buffer.alloc(0)), 400, "empty chunk");
  });
});

describe("sizes", () => {
  it("takes a chunk of 10 MB and refuses one byte more with 413", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    expect4xx(await putChunk(agent, id, 1, Buffer.alloc(CHUNK_BYTES_MAX + 1, 7)), 413, "10 MB + 1");
    await putChunk(agent, id, 0, Buffer.alloc(CHUNK_BYTES_MAX, 7)).expect(200);
    expect((await apiClient(agent).recordings.get({ params: { id } }).expect(200).answer()).audioBytes).toBe(CHUNK_BYTES_MAX);
  });

  it("refuses JSON over 1 MB where a recording's details go", async () => {
    const { agent } = await signedInAgent(t);
    const big = "x".repeat(1024 * 1024 + 10);
    expect4xx(await apiClient(agent).recordings.create({ body: { startedAt: "2026-11-20T21:00:00Z", mimeType: big } }), 413, "create");
    const rec = await aFinishedRecording(agent, []);
    expect4xx(await apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, unchecked: { body: { laughs: [], pad: big } } }), 413, "laughs");
    expect4xx(await apiClient(agent).recordings.replaceBits({ params: { id: rec.id }, unchecked: { body: { bits: [], pad: big } } }), 413, "bits");
  });

  // Megabytes of JSON made, sent, parsed and measured: seconds of work on a busy machine (about
  // 5 s for the hour's finish alone with every core taken), so these have a budget to match.
  it("takes a 60-minute set's features at finish", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    // Measured values have decimals: about 2 MB of JSON for an hour.
    const room = quietRoom(3600);
    const hour = { ...room, levelDb: room.levelDb.map((db, i) => db - (i % 97) / 7), flatness: room.flatness.map((f, i) => f + (i % 13) / 131) };
    const body = { durationMs: 3_600_000, chunkCount: 1, bits: [], features: hour };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const done = await finish(agent, id, body);
    expect(done.envelope).toHaveLength(14_400);
  }, 60_000);

  it("refuses a finish over 16 MB", async () => {
    const { agent } = await signedInAgent(t);
    expect4xx(
      await apiClient(agent).recordings.finish({ params: { id: await aRecordingId(agent) }, unchecked: { body: { durationMs: 3_600_000, chunkCount: 1, bits: [], pad: "x".repeat(17 * 1024 * 1024) } } }),
      413,
      "finish over 16 MB",
    );
  }, 60_000);
});

describe("at the same time", () => {
  it("takes chunks sent together, retries among them, without losing or doubling a byte", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    const chunks = Array.from({ length: 12 }, (_, seq) => Buffer.from(`<${seq}>`.repeat(seq + 1)));
    const sends = [...chunks.entries(), ...chunks.entries()].map(([seq, chunk]) => putChunk(agent, id, seq, chunk));
    const answers = await Promise.all(sends);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const done = await finish(agent, id, { durationMs: 60_000, chunkCount: 12, bits: [] });
    const whole = Buffer.concat(chunks);
    expect(done).toMatchObject({ audioStatus: "complete", audioBytes: whole.length });
    const audio = await apiClient(agent).recordings.audio({ params: { id } }).buffer(true).parse(bytes).expect(200);
    expect((audio.body as Buffer).toString()).toBe(whole.toString());
  });

  it("replaces laughs and bits sent together one whole change at a time", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: a.id, startMs: 0, endMs: 60_000 }]);
    const changes = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: Array.from({ length: i + 1 }, (_, k) => ({ startMs: k * 1000, endMs: k * 1000 + 500 })) } })
        : apiClient(agent).recordings.replaceBits({ params: { id: rec.id }, body: {
            bits: [
              { jokeNoteId: a.id, startMs: 0, endMs: i * 1000 },
              { jokeNoteId: b.id, startMs: i * 1000, endMs: 60_000 },
            ],
          } }),
    );
    const answers = await Promise.all(changes);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const final = recordingSchema.parse(await apiClient(agent).recordings.get({ params: { id: rec.id } }).expect(200).answer());
    expect(final.bits).toHaveLength(2);
    expect(final.bits.map((bit) => bit.position)).toEqual([0, 1]);
    expect(final.bits.reduce((n, bit) => n + bit.laughCount, 0)).toBe(final.laughCount);
    const { rows } = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM recording_bits WHERE recording_id = $1", [rec.id]);
    expect(rows[0]!.n).toBe(2);
  });

  it("lets the audio be read while chunks arrive", async () => {
    const { agent } = await signedInAgent(t);
    const id = await aRecordingId(agent);
    const work = [
      ...THREE_CHUNKS.map((chunk, seq) => putChunk(agent, id, seq, chunk)),
      apiClient(agent).recordings.audio({ params: { id } }),
      apiClient(agent).recordings.audio({ params: { id } }).set("Range", "bytes=0-5"),
    ];
    for (const res of await Promise.all(work)) expect(res.status).toBeLessThan(500);
  });
});

import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TUNING } from "@shared/recordings/meter-tuning";
import { laughMeterSchema, recordingSchema, type Recording } from "@shared/recordings/recording-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording, aRecordingId, finish, putChunk, roomWithLaughs, WEBM } from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const span = (startS: number, endS: number) => ({ startMs: startS * 1000, endMs: endS * 1000 });

/** A 90-second set in two bits, its features with loud laughs at 10 s and 40 s and soft ones at 25, 55 and 70 s. */
async function aSetWithSoftLaughs(agent: supertest.Agent): Promise<Recording> {
  const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
  const id = await aRecordingId(agent);
  await putChunk(agent, id, 0, Buffer.from("audio")).expect(200);
  const features = roomWithLaughs(90, [{ atS: 10 }, { atS: 25, soft: true }, { atS: 40 }, { atS: 55, soft: true }, { atS: 70, soft: true }]);
  const bits = [
    { jokeNoteId: a.id, startMs: 0, endMs: 45_000 },
    { jokeNoteId: b.id, startMs: 45_000, endMs: 90_000 },
  ];
  return finish(agent, id, { durationMs: 90_000, chunkCount: 1, bits, features });
}

const meterOf = async (agent: supertest.Agent) => laughMeterSchema.strict().parse(await apiClient(agent).recordings.meter().expect(200).answer());
const correctionsOf = async (recordingId: number) =>
  (
    await t.pool.query<{ mark: string; change: string; start_ms: number; end_ms: number; from_start_ms: number | null }>(
      "SELECT mark, change, start_ms, end_ms, from_start_ms FROM laugh_meter_corrections WHERE recording_id = $1 ORDER BY id",
      [recordingId],
    )
  ).rows;

describe("applause breaks", () => {
  it("are heard at finish as their own marks, apart from the laughs", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const id = await aRecordingId(agent);
    await putChunk(agent, id, 0, Buffer.from("audio")).expect(200);
    const features = roomWithLaughs(60, [{ atS: 8 }, { atS: 20, applause: true }, { atS: 40 }]);
    const done = await finish(agent, id, { durationMs: 60_000, chunkCount: 1, bits: [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }], features });
    expect(done.laughs.map((l) => Math.round(l.startMs / 1000))).toEqual([8, 40]);
    expect(done.applause).toEqual([span(20, 23)]);
    expect(done).toMatchObject({ laughCount: 2, laughsPerMinute: 2, applauseCount: 1 });
    expect(done.bits[0]).toMatchObject({ laughCount: 2, applauseCount: 1 });
  });


  it("are kept apart from laughs, per bit and for the set, and laughs a minute count laughs only", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const other = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [
      { jokeNoteId: joke.id, startMs: 0, endMs: 30_000 },
      { jokeNoteId: other.id, startMs: 30_000, endMs: 60_000 },
    ]);
    await apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: [span(5, 7), span(20, 21)] } }).expect(200);
    const res = await apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, body: { applause: [span(40, 44), span(12, 15)] } }).expect(200);
    const clapped = recordingSchema.strict().parse(res.body);
    expect(clapped).toMatchObject({ laughCount: 2, laughsPerMinute: 2, applauseCount: 2, applause: [span(12, 15), span(40, 44)] });
    expect(clapped.bits.map((b) => [b.laughCount, b.laughsPerMinute, b.applauseCount, b.applause])).toEqual([
      [2, 4, 1, [span(12, 15)]],
      [0, 0, 1, [span(40, 44)]],
    ]);
    const [listed] = (await apiClient(agent).recordings.list().expect(200).answer()).recordings as Recording[];
    expect(listed).toMatchObject({ id: rec.id, applauseCount: 2, laughCount: 2 });
    const takes = await apiClient(agent).recordings.takes({ params: { id: other.id } }).expect(200).answer();
    expect(takes.takes.map((x) => x.applauseCount)).toEqual([1]);
    // The bits moved: the applause follows them, as the laughs do.
    const moved = await apiClient(agent).recordings.replaceBits({ params: { id: rec.id }, body: { bits: [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }] } }).expect(200);
    expect(recordingSchema.parse(moved.body).bits.map((b) => b.applauseCount)).toEqual([2]);
    const over = await apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, body: { applause: [span(59, 61)] } });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^applause\[0\]\.endMs/);
  });
});

describe("the meter that learns", () => {
  it("keeps every correction as evidence, learns from two corrected sets, reads the third closer to the comedian's ear, and goes back to the default", async () => {
    const { agent } = await signedInAgent(t);
    expect(await meterOf(agent)).toEqual({
      correctedSets: 0,
      setsToLearn: 2,
      isDefault: true,
      venues: [],
      tuning: DEFAULT_TUNING,
      defaultTuning: DEFAULT_TUNING,
      corrections: 0,
    });

    const first = await aSetWithSoftLaughs(agent);
    // The default hears the loud laughs only.
    expect(first.laughs).toEqual([span(10, 12), span(40, 42)]);
    expect(first.meter).toEqual({ learnedFromSets: 0, venue: null });
    const heard = [span(10, 12), span(25, 27), span(40, 42), span(55, 57), span(70, 72)];
    // The comedian adds the three soft laughs, and nudges one loud laugh a quarter second.
    await apiClient(agent).recordings.replaceLaughs({ params: { id: first.id }, body: { laughs: [span(10, 12), span(25, 27), span(40.25, 42.25)] } }).expect(200);
    await apiClient(agent).recordings.replaceLaughs({ params: { id: first.id }, body: { laughs: [...heard.slice(0, 2), span(40.25, 42.25), ...heard.slice(3)] } }).expect(200);
    expect(await correctionsOf(first.id)).toEqual([
      { mark: "laugh", change: "added", start_ms: 25_000, end_ms: 27_000, from_start_ms: null },
      { mark: "laugh", change: "moved", start_ms: 40_250, end_ms: 42_250, from_start_ms: 40_000 },
      { mark: "laugh", change: "added", start_ms: 55_000, end_ms: 57_000, from_start_ms: null },
      { mark: "laugh", change: "added", start_ms: 70_000, end_ms: 72_000, from_start_ms: null },
    ]);
    expect(await meterOf(agent)).toMatchObject({ correctedSets: 1, isDefault: true, corrections: 4 });

    const second = await aSetWithSoftLaughs(agent);
    expect(second.laughs).toEqual([span(10, 12), span(40, 42)]);
    await apiClient(agent).recordings.replaceLaughs({ params: { id: second.id }, body: { laughs: heard } }).expect(200);
    const learned = await meterOf(agent);
    expect(learned).toMatchObject({ correctedSets: 2, isDefault: false, corrections: 7 });
    expect(learned.tuning.minRiseDb).toBeLessThan(DEFAULT_TUNING.minRiseDb);

    // The third set: read with what the meter learned, it needs no correction.
    const third = await aSetWithSoftLaughs(agent);
    expect(third.laughs.map((l) => Math.round(l.startMs / 1000))).toEqual([10, 25, 40, 55, 70]);
    expect(third.laughCount).toBe(5);
    expect(third.meter).toEqual({ learnedFromSets: 2, venue: null });

    // Back to the default: the evidence stays, the next set is read as before.
    const reset = laughMeterSchema.parse(await apiClient(agent).recordings.resetMeter().expect(200).answer());
    expect(reset).toMatchObject({ correctedSets: 0, isDefault: true, tuning: DEFAULT_TUNING, corrections: 7 });
    const fourth = await aSetWithSoftLaughs(agent);
    expect(fourth.laughs).toEqual([span(10, 12), span(40, 42)]);
    expect(fourth.meter.learnedFromSets).toBe(0);
    // A correction after the reset counts again.
    await apiClient(agent).recordings.replaceLaughs({ params: { id: fourth.id }, body: { laughs: heard } }).expect(200);
    expect(await meterOf(agent)).toMatchObject({ correctedSets: 1, corrections: 10 });
  });

  it("learns a venue's own tuning once two of its shows are corrected", async () => {
    const { agent } = await signedInAgent(t);
    const heard = [span(10, 12), span(25, 27), span(40, 42), span(55, 57), span(70, 72)];
    for (const date of ["2026-11-01", "2026-11-08"]) {
      const rec = await aSetWithSoftLaughs(agent);
      const show = await apiClient(agent).performances.create({ body: { performedAt: date, venue: "The Cellar", ratings: [], recordingId: rec.id } });
      expect(show.status, JSON.stringify(show.body)).toBe(201);
      await apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: heard } }).expect(200);
    }
    expect(await meterOf(agent)).toMatchObject({ correctedSets: 2, isDefault: false, venues: [{ venue: "The Cellar", correctedSets: 2 }] });
  });

  it("learns from each comedian's own corrections only", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const heard = [span(10, 12), span(25, 27), span(40, 42), span(55, 57), span(70, 72)];
    for (let i = 0; i < 2; i++) {
      const rec = await aSetWithSoftLaughs(me);
      await apiClient(me).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: heard } }).expect(200);
    }
    expect(await meterOf(me)).toMatchObject({ correctedSets: 2, isDefault: false });
    expect(await meterOf(other)).toMatchObject({ correctedSets: 0, isDefault: true, corrections: 0 });
    expect((await aSetWithSoftLaughs(other)).laughCount).toBe(2);
    // Resetting mine leaves theirs; resetting theirs leaves mine.
    await apiClient(other).recordings.resetMeter().expect(200);
    expect(await meterOf(me)).toMatchObject({ correctedSets: 2, isDefault: false });
  });
});

describe("corrections sent together", () => {
  it("are each kept against the marks the one before left: no 5xx, none lost, laughs and applause both stand", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    const laughPuts = Array.from({ length: 8 }, (_, i) => apiClient(agent).recordings.replaceLaughs({ params: { id: rec.id }, body: { laughs: [span(i * 5, i * 5 + 2)] } }));
    const applausePuts = Array.from({ length: 4 }, (_, i) => apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, body: { applause: [span(45 + i * 3, 47 + i * 3)] } }));
    const answers = await Promise.all([...laughPuts, ...applausePuts]);
    expect(answers.map((r) => r.status)).toEqual(new Array<number>(12).fill(200));
    const final = recordingSchema.parse(await apiClient(agent).recordings.get({ params: { id: rec.id } }).expect(200).answer());
    expect(final.laughs).toHaveLength(1);
    expect(final.applause).toHaveLength(1);
    const rows = await correctionsOf(rec.id);
    // The first of each kind adds its mark; each later one removes the mark before it and adds its own.
    expect(rows.filter((r) => r.mark === "laugh")).toHaveLength(1 + 2 * 7);
    expect(rows.filter((r) => r.mark === "applause")).toHaveLength(1 + 2 * 3);
    expect(rows.filter((r) => r.change === "added")).toHaveLength(12);
  });
});

describe("the meter's routes under attack", () => {
  const expect4xx = (res: supertest.Response, status: number, label: string) => {
    expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
    expect(res.body.message, label).toEqual(expect.any(String));
  };

  it("answer 404 for another comedian's recording, 401 without a session, and change nothing", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const joke = await aJokeNote(me);
    const mine = await aFinishedRecording(me, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    expect4xx(await apiClient(other).recordings.replaceApplause({ params: { id: mine.id }, body: { applause: [span(1, 3)] } }), 404, "applause");
    expect4xx(await apiClient(other).recordings.replaceLaughs({ params: { id: mine.id }, body: { laughs: [span(1, 3)] } }), 404, "laughs");
    expect(await correctionsOf(mine.id)).toEqual([]);
    expect(await apiClient(me).recordings.get({ params: { id: mine.id } }).expect(200).answer()).toEqual(mine);
    const anonymous = t.agent();
    expect((await apiClient(anonymous).recordings.meter()).status).toBe(401);
    expect((await apiClient(anonymous).recordings.resetMeter()).status).toBe(401);
    expect((await apiClient(anonymous).recordings.replaceApplause({ params: { id: mine.id }, body: { applause: [] } })).status).toBe(401);
  });

  it("answer 400 to wrong types, NUL bytes, ids past 2^31, 1 MB strings and missing fields, never 5xx", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    const huge = "x".repeat(1024 * 1024);
    for (const body of [
      {},
      { applause: "all of it" },
      { applause: [{ startMs: 1000 }] },
      { applause: [{ startMs: "1000", endMs: 2000 }] },
      { applause: [{ startMs: 2000, endMs: 1000 }] },
      { applause: [{ startMs: -1, endMs: 1000 }] },
      { applause: [{ startMs: 1.5, endMs: 1000 }] },
      { applause: [{ startMs: 0, endMs: 2 ** 31 }] },
      { applause: [{ startMs: 0, endMs: "1000\u0000" }] },
      { applause: Array.from({ length: 1001 }, (_, i) => span(i, i + 0.5)) },
      { applause: null },
    ]) {
      const res = await apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    expect4xx(await apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, unchecked: { body: { applause: [{ startMs: 0, endMs: 1000, note: huge }] } } }), 413, "1 MB");
    for (const id of ["2147483648", "99999999999999999999", "-1", "0", "abc", "1%00", "1.5"]) {
      expect4xx(await apiClient(agent).recordings.replaceApplause({ params: { id }, body: { applause: [] } }), 400, `id ${id}`);
    }
    expect4xx(await apiClient(agent).recordings.replaceApplause({ params: { id: "2147483647" }, body: { applause: [] } }), 404, "an id no one has");
    expect4xx(await apiClient(agent).recordings.replaceApplause({ params: { id: rec.id }, unchecked: { body: '{"applause": [' } }).set("Content-Type", "application/json"), 400, "broken JSON");
    // Not finished yet: nothing to correct.
    const open = await aRecordingId(agent);
    expect4xx(await apiClient(agent).recordings.replaceApplause({ params: { id: open }, body: { applause: [] } }), 409, "unfinished");
    expect(await correctionsOf(rec.id)).toEqual([]);
    expect4xx(await apiClient(agent).recordings.resetMeter().set("Origin", "https://elsewhere.example"), 403, "another site");
  });
});

describe("POST /api/recordings with an Idempotency-Key", () => {
  const create = { startedAt: "2026-11-20T21:00:00Z", mimeType: WEBM };
  const ids = async (agent: supertest.Agent) => ((await apiClient(agent).recordings.list().expect(200).answer()).recordings as { id: number }[]).map((r) => r.id);

  it("makes one recording however often it is retried, and says so", async () => {
    const { agent } = await signedInAgent(t);
    const key = crypto.randomUUID();
    const first = await apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", key).expect(201);
    const again = await apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", key.toUpperCase()).expect(200);
    expect(again.body).toEqual(first.body);
    // Sent together (the first try's answer lost on a flaky network): still one.
    const key2 = crypto.randomUUID();
    const together = await Promise.all(Array.from({ length: 6 }, () => apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", key2)));
    expect(together.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(together.map((r) => (r.body as { id: number }).id)).size).toBe(1);
    expect(await ids(agent)).toHaveLength(2);
  });

  it("refuses the key with another create (422, naming the recording), answers 410 once that recording is deleted, and 400 to a key that is not a UUID", async () => {
    const { agent } = await signedInAgent(t);
    const key = crypto.randomUUID();
    const { id } = await apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", key).expect(201).answer();
    const reused = await apiClient(agent).recordings.create({ body: { ...create, startedAt: "2026-11-21T21:00:00Z" } }).set("Idempotency-Key", key).expect(422);
    expect(reused.body).toEqual({ message: expect.any(String), recordingId: id });
    await apiClient(agent).recordings.remove({ params: { id } }).expect(204);
    const gone = await apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", key).expect(410);
    expect(gone.body.message).toMatch(/deleted/);
    for (const bad of ["not-a-uuid", `${key}\u0000`.replace("\u0000", "%00"), "x".repeat(5000)]) {
      expect4xxStatus(await apiClient(agent).recordings.create({ body: create }).set("Idempotency-Key", bad), 400);
    }
    expect(await ids(agent)).toEqual([]);
    // Another comedian's key is theirs alone: the same UUID makes my own recording.
    const { agent: other } = await signedInAgent(t);
    await apiClient(other).recordings.create({ body: create }).set("Idempotency-Key", key).expect(201);
  });
});

function expect4xxStatus(res: supertest.Response, status: number) {
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(status);
}

import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { performanceSchema } from "@shared/performances/performance-dto";
import { recordingSchema } from "@shared/recordings/recording-dto";
import { localObjectStore } from "../../integrations/storage/local-object-store";
import { aJokeNote, signedInAdmin, signedInAgent } from "../../test/factories";
import { aFinishedRecording, aRecordingId, putChunk } from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { removeDeletedAudio } from "./recordings.service";

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).agent;
});
afterAll(() => t.close());

const audioDir = (id: number) => path.join(t.recordingDir, String(id));
const show = { performedAt: "2026-11-20T21:00:00Z", venue: "The Laugh Shack", ratings: [] };

describe("a recording in the performance log", () => {
  it("links to the show it records: the show names it, the recording and its takes name the venue", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    const created = await agent.post("/api/performances").send({ ...show, recordingId: rec.id }).expect(201);
    const performance = performanceSchema.strict().parse(created.body);
    expect(performance.recordingId).toBe(rec.id);

    const linked = recordingSchema.strict().parse((await agent.get(`/api/recordings/${rec.id}`).expect(200)).body);
    expect(linked).toMatchObject({ performanceId: performance.id, venue: "The Laugh Shack" });
    expect((await agent.get("/api/recordings").expect(200)).body.recordings[0]).toMatchObject({ performanceId: performance.id, venue: "The Laugh Shack" });
    expect((await agent.get(`/api/joke-notes/${joke.id}/takes`).expect(200)).body.takes[0]).toMatchObject({ venue: "The Laugh Shack" });

    // A PUT without recordingId keeps the link; with another recording it moves; null lets go.
    const edited = await agent.put(`/api/performances/${performance.id}`).send({ ...show, venue: "Backroom" }).expect(200);
    expect(edited.body.recordingId).toBe(rec.id);
    expect((await agent.get(`/api/recordings/${rec.id}`).expect(200)).body.venue).toBe("Backroom");
    const other = await aRecordingId(agent);
    const moved = await agent.put(`/api/performances/${performance.id}`).send({ ...show, recordingId: other }).expect(200);
    expect(moved.body.recordingId).toBe(other);
    expect((await agent.get(`/api/recordings/${rec.id}`).expect(200)).body).toMatchObject({ performanceId: null, venue: null });
    const none = await agent.put(`/api/performances/${performance.id}`).send({ ...show, recordingId: null }).expect(200);
    expect(none.body.recordingId).toBeNull();
    expect((await agent.get("/api/performances").expect(200)).body[0].recordingId).toBeNull();

    await agent.put(`/api/performances/${performance.id}`).send({ ...show, recordingId: rec.id }).expect(200);
    await agent.delete(`/api/performances/${performance.id}`).expect(204);
    expect((await agent.get(`/api/recordings/${rec.id}`).expect(200)).body).toMatchObject({ performanceId: null, venue: null });
  });

  it("refuses another comedian's recording, naming recordingId, and saves nothing", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const theirs = await aRecordingId(other);
    const res = await me.post("/api/performances").send({ ...show, recordingId: theirs }).expect(400);
    expect(res.body.message).toMatch(/^recordingId: /);
    expect((await me.get("/api/performances").expect(200)).body).toEqual([]);
    const mine = (await me.post("/api/performances").send(show).expect(201)).body as { id: number };
    for (const recordingId of [theirs, 2 ** 31, "1", 0]) {
      const put = await me.put(`/api/performances/${mine.id}`).send({ ...show, recordingId });
      expect(put.status, String(recordingId)).toBe(400);
      expect(put.body.message, String(recordingId)).toMatch(/recordingId/);
    }
    expect((await other.get(`/api/recordings/${theirs}`).expect(200)).body.performanceId).toBeNull();
  });
});

describe("recordings as the comedian's material", () => {
  it("are in the export with their bits, laughs and applause breaks (no audio), and the export still imports", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent, { setup: "Airline food" });
    const set = (await agent.post("/api/set-lists").send({ name: "Friday", jokeNoteIds: [joke.id] }).expect(201)).body as { id: number };
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }], { create: { setListId: set.id } });
    await agent.put(`/api/recordings/${rec.id}/laughs`).send({ laughs: [{ startMs: 1000, endMs: 3000 }] }).expect(200);
    await agent.put(`/api/recordings/${rec.id}/applause`).send({ applause: [{ startMs: 40_000, endMs: 43_000 }] }).expect(200);
    const performance = (await agent.post("/api/performances").send({ ...show, setListId: set.id, recordingId: rec.id }).expect(201)).body as { id: number };

    const file = (await agent.get("/api/export").expect(200)).body as Record<string, unknown>;
    expect(file.recordings).toEqual([
      {
        exportId: `recording-${rec.id}`,
        startedAt: "2026-11-20T21:00:00.000Z",
        durationMs: 60_000,
        mimeType: rec.mimeType,
        setList: `set-list-${set.id}`,
        setListName: "Friday",
        performance: `performance-${performance.id}`,
        venue: "The Laugh Shack",
        laughCount: 1,
        laughSeconds: 2,
        laughsPerMinute: 1,
        laughSecondsPerMinute: 2,
        laughsEdited: true,
        laughs: [{ startMs: 1000, endMs: 3000 }],
        applauseCount: 1,
        applause: [{ startMs: 40_000, endMs: 43_000 }],
        bits: [{ jokeNote: `joke-note-${joke.id}`, setup: "Airline food", startMs: 0, endMs: 60_000, laughCount: 1, laughsPerMinute: 1, applauseCount: 1 }],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(file)).not.toContain("chunk zero");
    const markdown = await agent.get("/api/export?format=markdown").buffer(true).expect(200);
    expect(markdown.text).toContain("## Recordings");
    expect(markdown.text).toContain("- 0:00–1:00 Airline food: 1 laugh, 1 per minute, 1 applause break");

    const { agent: fresh } = await signedInAgent(t);
    const imported = await fresh.post("/api/import").send(file).expect(200);
    expect(imported.body.added).toMatchObject({ jokeNotes: 1, setLists: 1, performances: 1 });
    const { recordings: _recordings, ...older } = file;
    await signedInAgent(t).then(({ agent: another }) => another.post("/api/import").send(older).expect(200));
  });

  it("leave with the account, audio files and all", async () => {
    const { agent, user } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    const rec = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    const open = await aRecordingId(agent);
    await putChunk(agent, open, 0, Buffer.from("half a set")).expect(200);
    const bystander = await signedInAgent(t);
    const kept = await aFinishedRecording(bystander.agent, []);
    expect(existsSync(audioDir(rec.id)) && existsSync(audioDir(open))).toBe(true);

    await agent.delete("/api/user").send({ password: user.password }).expect(200);
    expect(existsSync(audioDir(rec.id))).toBe(false);
    expect(existsSync(audioDir(open))).toBe(false);
    const { rows } = await t.pool.query("SELECT 1 FROM recordings WHERE user_id = $1 UNION ALL SELECT 1 FROM recording_audio_deletions", [user.id]);
    expect(rows).toEqual([]);
    expect(existsSync(path.join(audioDir(kept.id), "0"))).toBe(true);
    await bystander.agent.get(`/api/recordings/${kept.id}/audio`).expect(200);
  });

  it("expire on the free tier after 30 days like other writing, audio and all", async () => {
    const { agent, user } = await signedInAgent(t);
    const rec = await aFinishedRecording(agent, []);
    const fresh = await aFinishedRecording(agent, []);
    const { rows } = await t.pool.query<{ days: number }>("SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM recordings WHERE id = $1", [rec.id]);
    expect(Number(rows[0]!.days)).toBeCloseTo(30, 0);
    await t.pool.query("UPDATE recordings SET expires_at = now() - interval '1 minute' WHERE id = $1", [rec.id]);

    const result = await admin.post("/api/admin/jobs/expire-free-data/run").expect(200);
    expect(result.body.deleted.recordings).toBe(1);
    await agent.get(`/api/recordings/${rec.id}`).expect(404);
    expect(existsSync(audioDir(rec.id))).toBe(false);
    expect(existsSync(audioDir(fresh.id))).toBe(true);

    // A paid plan keeps recordings; back on free they get 30 days again.
    await t.pool.query("UPDATE users SET subscription_tier = 'basic' WHERE id = $1", [user.id]);
    const paid = await t.pool.query<{ expires_at: Date | null }>("SELECT expires_at FROM recordings WHERE id = $1", [fresh.id]);
    expect(paid.rows[0]!.expires_at).toBeNull();
  });

  it("left behind by a failed removal are swept later", async () => {
    const { agent } = await signedInAgent(t);
    const rec = await aFinishedRecording(agent, []);
    // A cascade the app did not follow up (as if the store had been down): the queue holds it.
    await t.pool.query("DELETE FROM recordings WHERE id = $1", [rec.id]);
    expect(existsSync(audioDir(rec.id))).toBe(true);
    expect(await removeDeletedAudio({ db: t.db, storage: localObjectStore(t.recordingDir) })).toEqual({ removed: 1 });
    expect(existsSync(audioDir(rec.id))).toBe(false);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TRANSCRIPTS_OFF, type Transcript } from "@shared/transcripts/transcript-dto";
import { openAiTranscriber } from "../../integrations/transcription/openai-transcriber";
import { localObjectStore } from "../../integrations/storage/local-object-store";
import { apiClient, type ApiClient } from "../../test/api-client";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording, finish, putChunk, aRecordingId, roomWithLaughs, THREE_CHUNKS } from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startTranscriptionPeer, type PeerWord } from "../../test/transcription-peer";
import { waitFor } from "../../test/wait-for";
import { startTranscriptQueue, type TranscriptQueue } from "./transcript-queue";

/** Words said one every 0.5 s from `startS`, as the service answers them. */
const said = (text: string, startS: number): PeerWord[] => text.split(" ").map((word, i) => ({ word, start: startS + i * 0.5, end: startS + i * 0.5 + 0.4 }));

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTranscriptionPeer>>;
let queue: TranscriptQueue | undefined;

async function startQueue(): Promise<TranscriptQueue> {
  return startTranscriptQueue({
    connectionString: t.url,
    db: t.db,
    storage: localObjectStore(t.recordingDir),
    transcriber: openAiTranscriber({ apiKey: "test-key", baseURL: peer.url, model: "whisper-1", timeoutMs: 5_000 }),
    concurrency: 2,
    retryBaseMs: 200,
    attemptsMax: 3,
    pollSeconds: 0.5,
    sweepMs: 60_000,
  });
}

/** Reads the transcript until `done(it)` (at most 15 s), failing with the last answer. */
async function transcriptWhen(api: ApiClient, id: number, done: (t: Transcript) => boolean): Promise<Transcript> {
  let last: Transcript | undefined;
  return waitFor(
    async () => {
      last = await api.transcripts.get({ params: { id } }).answer();
      return done(last) ? last : undefined;
    },
    { timeoutMs: 15_000, everyMs: 100, message: "the transcript" },
  ).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; it was ${JSON.stringify(last)}`);
  });
}

beforeAll(async () => {
  peer = await startTranscriptionPeer();
  t = await createTestApp({ transcripts: { on: true, nudge: () => queue?.nudge() } });
  queue = await startQueue();
});
afterEach(() => {
  peer.script();
});
afterAll(async () => {
  await queue?.stop();
  await t.close();
  await peer.close();
});

describe("a recorded set's transcript", () => {
  it("is made once the audio is complete, with each bit's words against its note and the laughs on the words", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const flight = await aJokeNote(agent, { setup: "I flew here today.", punchlines: ["The food was late."] });
    const dog = await aJokeNote(agent, { setup: "My dog reads.", punchlines: ["He hates endings."] });
    const requestsBefore = peer.received.length;
    peer.script({ kind: "words", words: [...said("I flew in today. The food was late.", 1), ...said("My dog reads. He hates endings.", 31)] });
    const id = await aRecordingId(agent);
    for (const [seq, bytes] of THREE_CHUNKS.entries()) await putChunk(agent, id, seq, bytes).expect(200);
    // A laugh at 5.2 s, after "late." (said at 4.5 s); one at 35 s, after "endings." (34.0 s).
    await finish(agent, id, {
      durationMs: 60_000,
      chunkCount: THREE_CHUNKS.length,
      bits: [
        { jokeNoteId: flight.id, startMs: 0, endMs: 30_000 },
        { jokeNoteId: dog.id, startMs: 30_000, endMs: 60_000 },
      ],
      features: roomWithLaughs(60, [{ atS: 5.2 }, { atS: 35 }]),
    });
    const transcript = await transcriptWhen(api, id, (tr) => tr.status === "done");
    expect(transcript.words.map((w) => w.text).join(" ")).toBe("I flew in today. The food was late. My dog reads. He hates endings.");
    expect(transcript.words[0]).toEqual({ startMs: 1000, endMs: 1400, text: "I" });
    expect(transcript.bits.map((b) => [b.position, b.jokeNoteId, b.said])).toEqual([
      [0, flight.id, "I flew in today. The food was late."],
      [1, dog.id, "My dog reads. He hates endings."],
    ]);
    expect(transcript.bits[0]!.diff).toEqual([
      { op: "same", text: "I flew" },
      { op: "dropped", text: "here" },
      { op: "added", text: "in" },
      { op: "same", text: "today. The food was late." },
    ]);
    expect(transcript.bits[1]!.similarity).toBe(100);
    const laughWords = transcript.bits.flatMap((b) => b.laughsAfter.map((i) => transcript.words[i]!.text));
    expect(laughWords).toEqual(["late.", "endings."]);
    // The whole audio went once, as the service's protocol asks for it.
    const sent = peer.received.slice(requestsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ authorization: "Bearer test-key", model: "whisper-1", responseFormat: "verbose_json", granularities: ["word"], fileName: `set-${id}.webm` });
    expect(sent[0]!.file.equals(Buffer.concat(THREE_CHUNKS))).toBe(true);
  });

  it("waits out a 429's Retry-After and a 500, then arrives once", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const before = peer.received.length;
    peer.script({ kind: "status", status: 429, retryAfter: "1" }, { kind: "status", status: 500 }, { kind: "words", words: said("Third time lucky.", 0) });
    const recording = await aFinishedRecording(agent, []);
    const startedAt = Date.now();
    const transcript = await transcriptWhen(api, recording.id, (tr) => tr.status === "done");
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
    expect(transcript.words.map((w) => w.text)).toEqual(["Third", "time", "lucky."]);
    expect(peer.received.length - before).toBe(3);
  });

  it("fails with a message a comedian can read when the service keeps failing, and is made again on retry", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    peer.script({ kind: "malformed" }, { kind: "status", status: 503 }, { kind: "malformed" });
    const recording = await aFinishedRecording(agent, []);
    const failed = await transcriptWhen(api, recording.id, (tr) => tr.status === "failed");
    expect(failed.message).toMatch(/^The transcription service could not transcribe this set \(.+\)\. Try again later/);
    peer.script({ kind: "words", words: said("Second try.", 0) });
    const retried = await api.transcripts.retry({ params: { id: recording.id } }).expect(202);
    expect((retried.body as Transcript).status).toMatch(/waiting|working|done/);
    const done = await transcriptWhen(api, recording.id, (tr) => tr.status === "done");
    expect(done.words.map((w) => w.text)).toEqual(["Second", "try."]);
    expect((await api.transcripts.retry({ params: { id: recording.id } }).refused(409)).message).toMatch(/only a failed one/);
  });

  it("refuses a request the service will never take (a 400) at once", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const before = peer.received.length;
    peer.script({ kind: "status", status: 400 });
    const recording = await aFinishedRecording(agent, []);
    const failed = await transcriptWhen(api, recording.id, (tr) => tr.status === "failed");
    expect(failed.message).toContain("the service answered 400");
    expect(peer.received.length - before).toBe(1);
  });

  it("keeps the comedian's corrections and works the comparison out again", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const note = await aJokeNote(agent, { setup: "Cats are liquid.", punchlines: [] });
    peer.script({ kind: "words", words: said("Cats are liquor.", 0) });
    const recording = await aFinishedRecording(agent, [{ jokeNoteId: note.id, startMs: 0, endMs: 60_000 }]);
    const made = await transcriptWhen(api, recording.id, (tr) => tr.status === "done");
    expect(made.bits[0]!.similarity).toBeLessThan(100);
    const words = made.words.map((w, i) => (i === 2 ? { ...w, text: "liquid." } : w));
    const corrected = await api.transcripts.correct({ params: { id: recording.id }, body: { words } }).answer();
    expect(corrected.edited).toBe(true);
    expect(corrected.bits[0]!.similarity).toBe(100);
    expect((await api.transcripts.get({ params: { id: recording.id } }).answer()).words[2]!.text).toBe("liquid.");
  });

  it("refuses corrections that are not words of this recording, in order", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    peer.script({ kind: "words", words: said("One two.", 0) });
    const recording = await aFinishedRecording(agent, [], { durationMs: 10_000 });
    await transcriptWhen(api, recording.id, (tr) => tr.status === "done");
    const correct = (body: unknown) => api.transcripts.correct({ params: { id: recording.id }, body: { words: [] }, unchecked: { body } });
    const word = (startMs: number, text = "word") => ({ startMs, endMs: startMs + 100, text });
    expect((await correct({ words: [word(500), word(100)] }).refused(400)).message).toMatch(/time order/);
    expect((await correct({ words: [word(9_950)] }).refused(400)).message).toMatch(/cannot end after it/);
    expect((await correct({ words: [word(0, "nul\u0000byte")] }).refused(400)).message).toMatch(/NUL/);
    expect((await correct({ words: [word(0, "x".repeat(1_000_000))] }).refused(400)).message).toMatch(/at most 100 characters/);
    expect((await correct({ words: [word(0, "two words")] }).refused(400)).message).toMatch(/One word at a time/);
    expect((await correct({ words: "many" }).refused(400)).message).toMatch(/words/);
    expect((await correct({}).refused(400)).message).toMatch(/words/);
    expect((await api.transcripts.get({ params: { id: recording.id } }).answer()).words.map((w) => w.text)).toEqual(["One", "two."]);
  });

  it("is the owner's only: another comedian's reads, corrections and retries answer 404", async () => {
    const { agent } = await signedInAgent(t);
    peer.script({ kind: "words", words: said("Mine alone.", 0) });
    const recording = await aFinishedRecording(agent, []);
    await transcriptWhen(apiClient(agent), recording.id, (tr) => tr.status === "done");
    const other = apiClient((await signedInAgent(t)).agent);
    await other.transcripts.get({ params: { id: recording.id } }).refused(404);
    await other.transcripts.correct({ params: { id: recording.id }, body: { words: [] } }).refused(404);
    await other.transcripts.retry({ params: { id: recording.id } }).refused(404);
    await other.transcripts.get({ params: { id: 2 ** 31 } }).unset("Origin").expect((res) => expect([400, 404]).toContain(res.status));
    expect((await apiClient(agent).transcripts.get({ params: { id: recording.id } }).answer()).words.map((w) => w.text)).toEqual(["Mine", "alone."]);
  });
});

describe("the queue", () => {
  it("picks up a set whose service call was cut by a restart, and makes it once", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const before = peer.received.length;
    peer.script({ kind: "hang" }, { kind: "words", words: said("After the restart.", 0) });
    const recording = await aFinishedRecording(agent, []);
    await peer.requests(before + 1);
    expect((await api.transcripts.get({ params: { id: recording.id } }).answer()).status).toBe("working");
    await queue?.stop();
    queue = await startQueue();
    const done = await transcriptWhen(api, recording.id, (tr) => tr.status === "done");
    expect(done.words.map((w) => w.text)).toEqual(["After", "the", "restart."]);
    expect(peer.received.length - before).toBe(2);
  });
});

describe("a site without a transcription service", () => {
  it("says transcripts are off, and a retry says how to turn them on", async () => {
    const off = await createTestApp();
    try {
      const { agent } = await signedInAgent(off);
      const api = apiClient(agent);
      const recording = await aFinishedRecording(agent, []);
      expect(await api.transcripts.get({ params: { id: recording.id } }).answer()).toEqual({ status: "off", message: TRANSCRIPTS_OFF, edited: false, words: [], bits: [] });
      expect((await api.transcripts.retry({ params: { id: recording.id } }).refused(409)).message).toContain("TRANSCRIPTION_API_KEY");
    } finally {
      await off.close();
    }
  });
});

// Recordings made the way the browser makes them: created, sent chunk by chunk, finished.
import type supertest from "supertest";
import { expect } from "vitest";
import type { AudioFeatures } from "@shared/recordings/audio-features";
import { recordingSchema, type Recording } from "@shared/recordings/recording-dto";
import type { BitSegmentInput } from "@shared/recordings/recording-input";

export const WEBM = "audio/webm;codecs=opus";

/** Three chunks of different lengths whose bytes say where they are. */
export const THREE_CHUNKS = [Buffer.from("chunk zero: ".repeat(10)), Buffer.from("chunk one! ".repeat(7)), Buffer.from("the end")];

export async function aRecordingId(agent: supertest.Agent, body: Record<string, unknown> = {}): Promise<number> {
  const res = await agent.post("/api/recordings").send({ startedAt: "2026-11-20T21:00:00Z", mimeType: WEBM, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id } = res.body as { id: number };
  expect(res.body).toEqual({ id });
  expect(Number.isInteger(id)).toBe(true);
  return id;
}

export const putChunk = (agent: supertest.Agent, id: number, seq: number, bytes: Buffer, type = WEBM) =>
  agent.put(`/api/recordings/${id}/chunks/${seq}`).set("Content-Type", type).send(bytes);

export async function finish(
  agent: supertest.Agent,
  id: number,
  body: { durationMs: number; chunkCount: number; bits: BitSegmentInput[]; features?: AudioFeatures },
): Promise<Recording> {
  const res = await agent.post(`/api/recordings/${id}/finish`).send(body);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return recordingSchema.strict().parse(res.body);
}

/** A whole recording: created, its chunks sent in order, finished with these bits and no features. */
export async function aFinishedRecording(
  agent: supertest.Agent,
  bits: BitSegmentInput[],
  { durationMs = 60_000, chunks = THREE_CHUNKS, create = {} }: { durationMs?: number; chunks?: Buffer[]; create?: Record<string, unknown> } = {},
): Promise<Recording> {
  const id = await aRecordingId(agent, create);
  for (const [seq, bytes] of chunks.entries()) await putChunk(agent, id, seq, bytes).expect(200);
  return finish(agent, id, { durationMs, chunkCount: chunks.length, bits });
}

/** Features of `seconds` of a quiet room (the placeholder detector finds nothing in them; the envelope reads them). */
export function quietRoom(seconds: number, frameMs = 50): AudioFeatures {
  const frames = Math.round((seconds * 1000) / frameMs);
  return {
    frameMs,
    levelDb: Array.from({ length: frames }, (_, i) => (i % 2 === 0 ? -40 : -50)),
    flatness: Array.from({ length: frames }, () => 0.2),
    periodicity: Array.from({ length: frames }, () => 0.1),
    lowBandDb: Array.from({ length: frames }, () => 2),
    highBandDb: Array.from({ length: frames }, () => -12),
    crestDb: Array.from({ length: frames }, () => 4),
  };
}

/** A binary supertest parser: the answer's bytes as a Buffer. */
export function bytes(res: supertest.Response, done: (err: Error | null, body: Buffer) => void): void {
  const parts: Buffer[] = [];
  res.on("data", (part: Buffer) => parts.push(part));
  res.on("end", () => done(null, Buffer.concat(parts)));
}

/**
 * Features of a room at rest (-50 dB) with crowd laughs at `laughs` (seconds from the start, two
 * seconds each): a loud one reads 24 dB over the room, a soft one 5.6 dB (under the default
 * meter's 6, so it finds the loud ones only); an applause break (three seconds) is as loud, but
 * steady, broadband and with nothing low.
 */
export function roomWithLaughs(seconds: number, laughs: { atS: number; soft?: boolean; applause?: boolean }[]): AudioFeatures {
  const frames = Math.round(seconds * 20);
  const eventAt = (i: number) => laughs.find((l) => i >= l.atS * 20 && i < l.atS * 20 + (l.applause ? 60 : 40));
  const column = (f: (i: number) => number) => Array.from({ length: frames }, (_, i) => Math.round(f(i) * 10) / 10);
  const laughing = (i: number) => eventAt(i) !== undefined && !eventAt(i)?.applause;
  return {
    frameMs: 50,
    levelDb: column((i) => {
      const event = eventAt(i);
      if (!event) return -50 + (i % 3) * 0.5;
      if (event.applause) return -24 + ((i * 7919) % 5) * 0.3;
      return (event.soft ? -44.5 : -26) + 3 * Math.sin((2 * Math.PI * 5 * i) / 20);
    }),
    flatness: column(() => 0.1),
    periodicity: column((i) => (laughing(i) ? 0.35 : 0.3)),
    lowBandDb: column((i) => (eventAt(i)?.applause ? -10 : laughing(i) ? -6 : -2)),
    highBandDb: column((i) => (eventAt(i)?.applause ? -6 : laughing(i) ? -11 : -14)),
    crestDb: column((i) => (laughing(i) ? 3 : 2.5)),
  };
}

import { describe, expect, it } from "vitest";
import { afterFailure, afterSuccess, chunksWaiting, endOrphan, isDone, nextDueAt, nextStep, type RecordingUpload } from "./upload-plan";

const upload = (change: Partial<RecordingUpload> = {}): RecordingUpload => ({
  localKey: "k",
  userId: 1,
  serverId: null,
  setListId: null,
  startedAt: "2026-01-01T20:00:00.000Z",
  mimeType: "audio/webm;codecs=opus",
  state: "recording",
  chunksKept: 0,
  chunksSent: 0,
  keptMs: 0,
  marks: [],
  durationMs: null,
  finishSent: false,
  attempts: 0,
  notBefore: 0,
  ...change,
});

describe("nextStep", () => {
  it("creates the recording first, even before any chunk", () => {
    expect(nextStep(upload(), 0)).toEqual({ kind: "create" });
    expect(nextStep(upload({ chunksKept: 3 }), 0)).toEqual({ kind: "create" });
  });

  it("sends chunks in order, from the first the server lacks", () => {
    expect(nextStep(upload({ serverId: 7, chunksKept: 3, chunksSent: 1 }), 0)).toEqual({ kind: "chunk", seq: 1 });
  });

  it("waits for more chunks while recording, and finishes once stopped and sent", () => {
    expect(nextStep(upload({ serverId: 7, chunksKept: 3, chunksSent: 3 }), 0)).toEqual({ kind: "idle" });
    expect(nextStep(upload({ serverId: 7, chunksKept: 3, chunksSent: 3, state: "stopped", durationMs: 15_000 }), 0)).toEqual({ kind: "finish" });
    const done = upload({ serverId: 7, chunksKept: 3, chunksSent: 3, state: "stopped", durationMs: 15_000, finishSent: true });
    expect(nextStep(done, 0)).toEqual({ kind: "done" });
    expect(isDone(done)).toBe(true);
  });

  it("holds back while a retry is not due, unless told to try everything", () => {
    const failed = afterFailure(upload({ serverId: 7, chunksKept: 2 }), 1000);
    expect(failed.attempts).toBe(1);
    expect(nextStep(failed, 1000)).toEqual({ kind: "wait", until: 3000 });
    expect(nextStep(failed, 3000)).toEqual({ kind: "chunk", seq: 0 });
    expect(nextStep(failed, 1000, true)).toEqual({ kind: "chunk", seq: 0 });
    expect(nextDueAt([failed, upload({ serverId: 8 })], 1000)).toBe(3000);
  });

  it("waits longer after each failure, at most five minutes, and afresh after a success", () => {
    let u = upload();
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      u = afterFailure(u, 0);
      waits.push(u.notBefore);
    }
    expect(waits.slice(0, 4)).toEqual([2000, 4000, 8000, 16_000]);
    expect(waits.at(-1)).toBe(300_000);
    expect(afterSuccess(u, { serverId: 3 })).toMatchObject({ serverId: 3, attempts: 0, notBefore: 0 });
  });
});

describe("chunksWaiting and endOrphan", () => {
  it("counts the chunks kept that the server lacks", () => {
    expect(chunksWaiting(upload({ chunksKept: 5, chunksSent: 2 }))).toBe(3);
    expect(chunksWaiting(upload({ chunksKept: 5, chunksSent: 5 }))).toBe(0);
  });

  it("ends a recording left by a closed tab where its audio kept ends", () => {
    expect(endOrphan(upload({ chunksKept: 4, keptMs: 19_800 }))).toMatchObject({ state: "stopped", durationMs: 19_800 });
    const stopped = upload({ state: "stopped", durationMs: 30_000 });
    expect(endOrphan(stopped)).toBe(stopped);
  });
});

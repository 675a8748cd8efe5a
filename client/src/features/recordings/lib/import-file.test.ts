import { describe, expect, it } from "vitest";
import { IMPORT_BYTES_MAX } from "@shared/recordings/recording-limits";
import { checkImportFile, chunkRanges, importMimeType, mixToMono } from "./import-file";

describe("import file", () => {
  it("names the recording's type from the file's name, else from the browser's type", () => {
    expect(importMimeType("memo.m4a", "")).toBe("audio/mp4");
    expect(importMimeType("Set.MP3", "audio/mpeg")).toBe("audio/mpeg");
    expect(importMimeType("take.wav", "audio/x-wav")).toBe("audio/wav");
    expect(importMimeType("a.ogg", "")).toBe("audio/ogg");
    expect(importMimeType("a.webm", "")).toBe("audio/webm");
    expect(importMimeType("voice memo", "audio/x-wav")).toBe("audio/wav");
    expect(importMimeType("voice memo", "audio/webm;codecs=opus")).toBe("audio/webm");
    expect(importMimeType("notes.txt", "text/plain")).toBeNull();
    expect(importMimeType("clip.mov", "video/quicktime")).toBeNull();
  });

  it("says plainly when a file is not audio, too big or empty", () => {
    expect(checkImportFile({ name: "set.wav", type: "audio/wav", size: 1_000 })).toEqual({ ok: true, mimeType: "audio/wav" });
    expect(checkImportFile({ name: "photo.jpg", type: "image/jpeg", size: 1_000 })).toEqual({
      ok: false,
      message: "That file is not a recording we can read. Choose an mp3, m4a, wav, ogg or webm file.",
    });
    expect(checkImportFile({ name: "long.mp3", type: "audio/mpeg", size: IMPORT_BYTES_MAX + 50 * 1024 * 1024 })).toEqual({
      ok: false,
      message: "That file is 250 MB. A recording can be at most 200 MB.",
    });
    expect(checkImportFile({ name: "e.wav", type: "audio/wav", size: 0 })).toEqual({ ok: false, message: "That file is empty." });
  });

  it("cuts a file into numbered pieces", () => {
    expect(chunkRanges(25, 10)).toEqual([
      { seq: 0, start: 0, end: 10 },
      { seq: 1, start: 10, end: 20 },
      { seq: 2, start: 20, end: 25 },
    ]);
    expect(chunkRanges(10, 10)).toEqual([{ seq: 0, start: 0, end: 10 }]);
    expect(chunkRanges(0, 10)).toEqual([]);
  });

  it("mixes channels down to one", () => {
    const left = new Float32Array([1, 0.5, 0]);
    const right = new Float32Array([0, 0.5, 1]);
    expect(Array.from(mixToMono([left, right], 0, 3))).toEqual([0.5, 0.5, 0.5]);
    expect(Array.from(mixToMono([left], 1, 3))).toEqual([0.5, 0]);
    expect(Array.from(mixToMono([], 0, 2))).toEqual([0, 0]);
  });
});

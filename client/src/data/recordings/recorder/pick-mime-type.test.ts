import { describe, expect, it } from "vitest";
import { pickMimeType, recordedMimeType } from "./pick-mime-type";

describe("pickMimeType", () => {
  it("prefers Opus in WebM, then MP4, then what the browser allows", () => {
    expect(pickMimeType(() => true)).toBe("audio/webm;codecs=opus");
    expect(pickMimeType((t) => t.startsWith("audio/mp4"))).toBe("audio/mp4");
    expect(pickMimeType((t) => t === "audio/ogg")).toBe("audio/ogg");
    expect(pickMimeType(() => false)).toBeUndefined();
  });
});

describe("recordedMimeType", () => {
  it("says what the recorder made when the server takes it", () => {
    expect(recordedMimeType("audio/webm;codecs=opus", "audio/webm;codecs=opus")).toBe("audio/webm;codecs=opus");
    expect(recordedMimeType("video/webm;codecs=opus", undefined)).toBe("audio/webm;codecs=opus");
    expect(recordedMimeType("", "audio/mp4")).toBe("audio/mp4");
    expect(recordedMimeType("", undefined)).toBe("audio/webm");
  });
});

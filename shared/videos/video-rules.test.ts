import { describe, expect, it } from "vitest";
import { formatBytes, isVideoType, MAX_VIDEO_BYTES, uploadProblem } from "./video-rules";

describe("video rules", () => {
  it("take video types only", () => {
    expect(isVideoType("video/mp4")).toBe(true);
    expect(isVideoType("VIDEO/WEBM")).toBe(true);
    expect(isVideoType("image/png")).toBe(false);
    expect(isVideoType("video/../../etc")).toBe(false);
    expect(isVideoType("constructor")).toBe(false);
  });

  it("allow up to 4 GB and no empty file", () => {
    expect(uploadProblem({ type: "video/mp4", size: MAX_VIDEO_BYTES })).toBeNull();
    expect(uploadProblem({ type: "video/mp4", size: MAX_VIDEO_BYTES + 1 })).toMatch(/limit is 4 GB/);
    expect(uploadProblem({ type: "video/mp4", size: 0 })).toMatch(/empty/);
    expect(uploadProblem({ type: "audio/mpeg", size: 10 })).toMatch(/Only video files/);
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(820 * 1024 ** 2)).toBe("820 MB");
    expect(formatBytes(MAX_VIDEO_BYTES)).toBe("4 GB");
  });
});

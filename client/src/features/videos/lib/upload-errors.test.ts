import { describe, expect, it } from "vitest";
import { percentSent, uploadFailed } from "./upload-errors";

describe("upload errors", () => {
  it("word a refused upload with the status text", () => {
    expect(uploadFailed(403, "Forbidden")).toBe("Upload failed: Forbidden");
    expect(uploadFailed(413, "")).toBe("Upload failed: status 413");
  });

  it("count progress in whole percent", () => {
    expect(percentSent(0, 100)).toBe(0);
    expect(percentSent(49.9, 100)).toBe(49);
    expect(percentSent(200, 100)).toBe(100);
    expect(percentSent(5, 0)).toBe(0);
  });
});

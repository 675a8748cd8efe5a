import { describe, expect, it } from "vitest";
import { suggestRating } from "./suggest-rating";

describe("suggestRating", () => {
  it("reads a bit with no laugh as bombed", () => {
    expect(suggestRating({ laughCount: 0, laughsPerMinute: 0, laughSeconds: 0 })).toBe("bombed");
  });

  it("rates by laughs per minute", () => {
    expect(suggestRating({ laughCount: 1, laughsPerMinute: 1, laughSeconds: 1.5 })).toBe("ok");
    expect(suggestRating({ laughCount: 3, laughsPerMinute: 4, laughSeconds: 6 })).toBe("good");
    expect(suggestRating({ laughCount: 8, laughsPerMinute: 9.5, laughSeconds: 20 })).toBe("killed");
  });
});

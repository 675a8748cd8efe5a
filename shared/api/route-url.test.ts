import { describe, expect, it } from "vitest";
import { routeUrl } from "./route-url";

describe("routeUrl", () => {
  it("fills each path param, encoded", () => {
    expect(routeUrl("/api/set-lists/:id/items", { params: { id: 7 } })).toBe("/api/set-lists/7/items");
    expect(routeUrl("/api/storage/videos/:file", { params: { file: "a b/c.mp4" } })).toBe("/api/storage/videos/a%20b%2Fc.mp4");
  });

  it("adds the query, repeating arrays and leaving out what is unset", () => {
    expect(routeUrl("/api/joke-notes", { query: { q: "dog & cat", stage: ["main", "lab"], cursor: undefined, limit: 50, none: null } })).toBe(
      "/api/joke-notes?q=dog+%26+cat&stage=main&stage=lab&limit=50",
    );
  });

  it("refuses a path whose param is missing rather than calling the wrong URL", () => {
    expect(() => routeUrl("/api/set-lists/:id", {})).toThrow("needs its id");
  });
});

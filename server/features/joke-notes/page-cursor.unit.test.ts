import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./page-cursor";

describe("page cursors", () => {
  it("round-trips the place a page ended, in its own sort only", () => {
    for (const [sort, key] of [["newest", "-12"], ["oldest", "1795355862596123"], ["updated", "0"], ["setup", "Airline food, ça va?"]] as const) {
      const cursor = encodeCursor(sort, { key, id: 42 });
      expect(decodeCursor(sort, cursor)).toEqual({ key, id: 42 });
      expect(decodeCursor(sort === "newest" ? "setup" : "newest", cursor)).toBeNull();
    }
  });

  it("refuses anything it did not make", () => {
    const bad = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      "",
      "not base64!",
      bad({ sort: "newest" }),
      bad(["newest", "1; DROP TABLE joke_notes", 1]),
      bad(["newest", "99999999999", 1]),
      bad(["newest", "1", 0]),
      bad(["newest", "1", 2 ** 31]),
      bad(["newest", "1", 1.5]),
      Buffer.from("{not json").toString("base64url"),
    ]) {
      expect(decodeCursor("newest", cursor)).toBeNull();
    }
    expect(decodeCursor("oldest", bad(["oldest", "2026-01-01", 1]))).toBeNull();
    expect(decodeCursor("setup", bad(["setup", "nul\u0000byte", 1]))).toBeNull();
    expect(decodeCursor("setup", bad(["setup", "x".repeat(201), 1]))).toBeNull();
  });
});

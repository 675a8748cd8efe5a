import { describe, expect, it } from "vitest";
import { bodyId, ID_MAX, pathId } from "./id";

describe("pathId", () => {
  const id = pathId("Joke note id");
  it.each(["1", "42", String(ID_MAX)])("accepts %s", (value) => {
    expect(id.parse(value)).toBe(Number(value));
  });
  it.each(["0", "-1", "2147483648", "99999999999999999999", "1.5", "1e3", "abc", "", "12abc", "\u00001", "007", "01", "00"])(
    "refuses %j",
    (value) => {
      expect(id.safeParse(value).success).toBe(false);
    },
  );
});

describe("bodyId", () => {
  const id = bodyId();
  it("accepts ids within PostgreSQL's integer range only", () => {
    expect(id.parse(ID_MAX)).toBe(ID_MAX);
    expect(id.safeParse(ID_MAX + 1).success).toBe(false);
    expect(id.safeParse(0).success).toBe(false);
    expect(id.safeParse(2.5).success).toBe(false);
    expect(id.safeParse("3").success).toBe(false);
  });
});

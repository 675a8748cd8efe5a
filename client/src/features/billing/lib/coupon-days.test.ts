import { describe, expect, it } from "vitest";
import { dayToInstant, instantToDay, MAX_USES_NOT_A_NUMBER, parseMaxUses } from "./coupon-days";

describe("coupon date fields", () => {
  it("a blank field is no date", () => {
    expect(dayToInstant("", true)).toBeNull();
    expect(instantToDay(null)).toBe("");
  });

  it("a day round-trips through its start and its end", () => {
    expect(instantToDay(dayToInstant("2026-03-01", false))).toBe("2026-03-01");
    expect(instantToDay(dayToInstant("2026-03-01", true))).toBe("2026-03-01");
  });

  it("the end of a day is after its start", () => {
    expect(Date.parse(dayToInstant("2026-12-31", true)!)).toBeGreaterThan(Date.parse(dayToInstant("2026-12-31", false)!));
  });
});

describe("parseMaxUses", () => {
  it("blank is no limit", () => expect(parseMaxUses("  ")).toEqual({ value: null }));
  it("a whole number is passed on for the server to judge its range", () => {
    expect(parseMaxUses(" 25 ")).toEqual({ value: 25 });
    expect(parseMaxUses("0")).toEqual({ value: 0 });
  });
  it.each(["abc", "2.5", "-3", "1e3"])("%s is refused here, never sent as no limit", (text) => {
    expect(parseMaxUses(text)).toEqual({ error: MAX_USES_NOT_A_NUMBER });
  });
});

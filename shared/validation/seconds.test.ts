import { describe, expect, it } from "vitest";
import { wholeSeconds } from "./seconds";

describe("wholeSeconds", () => {
  const seconds = wholeSeconds(3600);

  it("takes whole seconds from 1 to the limit, and null", () => {
    for (const value of [1, 60, 3600, null]) expect(seconds.parse(value)).toBe(value);
  });

  it("refuses anything else, saying what it takes", () => {
    const messages = (value: unknown) => seconds.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(0)).toEqual(["durationSeconds must be at least 1"]);
    expect(messages(3601)).toEqual(["durationSeconds must be at most 3600"]);
    expect(messages(1.5)).toEqual(["durationSeconds must be a whole number of seconds"]);
    expect(messages("60")).toEqual(["durationSeconds must be a number of seconds or null"]);
    expect(messages(undefined)).toEqual(["durationSeconds must be a number of seconds or null"]);
  });
});

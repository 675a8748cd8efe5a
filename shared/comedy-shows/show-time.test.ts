import { describe, expect, it } from "vitest";
import { parseShowTime } from "./show-time";
import { formatShowTime } from "./show-rules";

describe("a show's time as people write it", () => {
  it.each([
    ["20:00", "20:00"],
    ["8:00", "08:00"],
    ["08:30", "08:30"],
    ["00:00", "00:00"],
    ["23:59", "23:59"],
    ["8:00 PM", "20:00"],
    ["8:00PM", "20:00"],
    ["8:30 pm", "20:30"],
    ["8pm", "20:00"],
    ["8 pm", "20:00"],
    ["8 PM", "20:00"],
    ["8 p.m.", "20:00"],
    ["  9:15 am ", "09:15"],
    ["12am", "00:00"],
    ["12:30 AM", "00:30"],
    ["12pm", "12:00"],
    ["12:05 PM", "12:05"],
  ])("takes %j as %s", (text, stored) => {
    expect(parseShowTime(text)).toBe(stored);
  });

  it.each(["", "8", "24:00", "25:00", "8:60", "13pm", "0pm", "0:30 am", "eight", "8:0", "20:00:00", "8 pmm", "8:00 PM PM", "2000", "-1:00"])(
    "refuses %j",
    (text) => {
      expect(parseShowTime(text)).toBeNull();
    },
  );

  it("is stored one way and shown one way, whichever way it was written", () => {
    const shown = ["20:00", "8:00 PM", "8pm", "8 pm"].map((text) => formatShowTime(parseShowTime(text) ?? ""));
    expect(new Set(shown)).toEqual(new Set(["8:00 PM"]));
  });
});

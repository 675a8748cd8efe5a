import { describe, expect, it } from "vitest";
import { formatShowDate } from "./show-date";

describe("formatShowDate", () => {
  it("writes the show's own date, not shifted by the viewer's zone", () => {
    expect(formatShowDate("2026-11-28", "en-US")).toBe("Sat, Nov 28");
    expect(formatShowDate("2027-01-01", "en-US")).toBe("Fri, Jan 1");
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatShowDate("soon", "en-US")).toBe("soon");
  });
});

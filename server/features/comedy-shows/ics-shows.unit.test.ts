import { describe, expect, it } from "vitest";
import { showsFromIcs } from "./ics-shows";

const calendar = (...events: Record<string, string>[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((fields) => ["BEGIN:VEVENT", ...Object.entries(fields).map(([k, v]) => `${k}:${v}`), "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const complete = { UID: "a@club", SUMMARY: "Late Show", DTSTART: "20301105T210000", LOCATION: "The Cellar", URL: "https://club.example/late" };
const read = (ics: string) => showsFromIcs(ics, { location: "Austin", today: "2030-01-01" });

describe("showsFromIcs", () => {
  it("makes a show of a complete upcoming event", () => {
    const { shows, skipped } = read(calendar(complete));
    expect(skipped).toEqual([]);
    expect(shows.map((s) => [s.name, s.venue, s.date, s.time, s.ticketUrl, s.location, s.importUid])).toEqual([
      ["Late Show", "The Cellar", "2030-11-05", "21:00", "https://club.example/late", "Austin", "a@club"],
    ]);
  });

  it("says which field an event is missing, in the calendar's words and the show's", () => {
    const { shows, skipped } = read(
      calendar(
        { ...complete, UID: "no-url@club", URL: "" },
        { ...complete, UID: "no-place@club", LOCATION: "" },
        { ...complete, UID: "no-name@club", SUMMARY: "" },
      ),
    );
    expect(shows).toEqual([]);
    expect(skipped.map((s) => [s.uid, s.reason])).toEqual([
      ["no-url@club", "It has no ticket link (URL)."],
      ["no-place@club", "It has no venue (LOCATION)."],
      ["no-name@club", "It has no name (SUMMARY)."],
    ]);
  });

  it("still gives a bad ticket link the show rule's message", () => {
    const { skipped } = read(calendar({ ...complete, URL: "javascript:alert(1)" }));
    expect(skipped.map((s) => s.reason)).toEqual(["Ticket URL must be an http or https address"]);
  });
});

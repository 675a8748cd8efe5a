import { describe, expect, it } from "vitest";
import { ICS_REPEAT_DAYS } from "@shared/comedy-shows/comedy-show-input";
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

  it("skips a cancelled event", () => {
    const { shows, skipped } = read(calendar({ ...complete, STATUS: "CANCELLED" }));
    expect(shows).toEqual([]);
    expect(skipped.map((s) => s.reason)).toEqual(["It is cancelled."]);
  });
});

describe("showsFromIcs with repeating events", () => {
  // Tuesdays at 8 PM, from a Tuesday before "today" (2030-01-01, itself a Tuesday).
  const weeklyMic = {
    UID: "mic@club",
    SUMMARY: "Tuesday Open Mic",
    DTSTART: "20291204T200000",
    RRULE: "FREQ=WEEKLY;BYDAY=TU",
    LOCATION: "The Cellar",
    URL: "https://club.example/mic",
  };
  const datesOf = (shows: { date: string; time: string }[]) => shows.map((show) => `${show.date} ${show.time}`);

  it(`lists each date from today through ${ICS_REPEAT_DAYS} days ahead as its own show, with a stable id per date`, () => {
    const { shows, skipped } = read(calendar(weeklyMic));
    expect(skipped).toEqual([]);
    expect(datesOf(shows)).toEqual(
      ["01-01", "01-08", "01-15", "01-22", "01-29", "02-05", "02-12", "02-19", "02-26", "03-05", "03-12", "03-19", "03-26"].map((day) => `2030-${day} 20:00`),
    );
    expect(shows.every((show) => show.isOpenMic && show.venue === "The Cellar")).toBe(true);
    expect(shows[0]?.importUid).toBe("mic@club/20300101T2000");
    expect(read(calendar(weeklyMic)).shows.map((show) => show.importUid)).toEqual(shows.map((show) => show.importUid));
  });

  it("leaves out excluded and cancelled dates, takes a moved date as changed, and adds an extra date", () => {
    const { shows, skipped } = read(
      calendar(
        { ...weeklyMic, EXDATE: "20300108T200000", RDATE: "20300103T190000" },
        // The 15th moves to 9:30 PM at another room; the 22nd is called off.
        { UID: "mic@club", "RECURRENCE-ID": "20300115T200000", DTSTART: "20300115T213000", SUMMARY: "Tuesday Open Mic", LOCATION: "Upstairs", URL: "https://club.example/mic" },
        { UID: "mic@club", "RECURRENCE-ID": "20300122T200000", DTSTART: "20300122T200000", SUMMARY: "Tuesday Open Mic", STATUS: "CANCELLED" },
      ),
    );
    expect(skipped).toEqual([]);
    expect(datesOf(shows).slice(0, 4)).toEqual(["2030-01-01 20:00", "2030-01-03 19:00", "2030-01-15 21:30", "2030-01-29 20:00"]);
    expect(shows.find((show) => show.date === "2030-01-15")).toMatchObject({ venue: "Upstairs", importUid: "mic@club/20300115T2000" });
  });

  it("takes a changed date whose event the calendar does not hold as a show of its own", () => {
    const { shows, skipped } = read(calendar({ ...complete, UID: "mic@club", "RECURRENCE-ID": "20300115T200000", DTSTART: "20300115T213000" }));
    expect(skipped).toEqual([]);
    expect(shows.map((show) => [show.date, show.time, show.importUid])).toEqual([["2030-01-15", "21:30", "mic@club/20300115T2000"]]);
  });

  it("says why a repeating event gives no show: its dates are over, too far off, or it is missing a field once", () => {
    const { shows, skipped } = read(
      calendar(
        { ...weeklyMic, UID: "over@club", RRULE: "FREQ=WEEKLY;COUNT=3" },
        { ...weeklyMic, UID: "later@club", DTSTART: "20310107T200000" },
        { ...weeklyMic, UID: "no-url@club", URL: "" },
      ),
    );
    expect(shows).toEqual([]);
    expect(skipped.map((s) => [s.uid, s.reason])).toEqual([
      ["over@club", `None of its dates falls in the next ${ICS_REPEAT_DAYS} days.`],
      ["later@club", `None of its dates falls in the next ${ICS_REPEAT_DAYS} days.`],
      ["no-url@club", "It has no ticket link (URL)."],
    ]);
  });

  it("stops stepping through a rule that repeats without end long before today", () => {
    const { shows, skipped } = read(calendar({ ...weeklyMic, UID: "hourly@club", DTSTART: "20200101T000000", RRULE: "FREQ=HOURLY" }));
    expect(shows).toEqual([]);
    expect(skipped.map((s) => s.reason)).toEqual([`It repeats more than 1,000 times before the next ${ICS_REPEAT_DAYS} days.`]);
  });

  it("lists the same dates for a show that began years ago as for one that began last month, every other week too", () => {
    for (const rule of ["FREQ=WEEKLY;BYDAY=TU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "FREQ=DAILY;INTERVAL=3"]) {
      const recent = read(calendar({ ...weeklyMic, RRULE: rule })).shows;
      // 2011-12-27 is 6,552 days (a multiple of 14 and of 3) before 2029-12-04: the same phase for each rule.
      const old = read(calendar({ ...weeklyMic, DTSTART: "20111227T200000", RRULE: rule })).shows;
      expect(recent.length, rule).toBeGreaterThan(5);
      expect(datesOf(old), rule).toEqual(datesOf(recent));
      expect(old.map((show) => show.importUid)).toEqual(recent.map((show) => show.importUid));
    }
  });

  it("reads at most so many dates per calendar, and says which events it left", () => {
    // Hourly through December 2029, all before today: 720 dates each, 21,600 in all.
    const hourly = (n: number) => ({ ...weeklyMic, UID: `hourly-${n}@club`, DTSTART: "20291201T000000", RRULE: "FREQ=HOURLY;UNTIL=20291231T000000" });
    const { shows, skipped } = read(calendar(weeklyMic, ...Array.from({ length: 30 }, (_, n) => hourly(n))));
    expect(shows).toHaveLength(13);
    expect(skipped).toHaveLength(30);
    const left = skipped.filter((s) => s.reason.startsWith("The calendar's repeating events repeat too often"));
    expect(left.length).toBeGreaterThan(0);
    expect(left.at(-1)?.uid).toBe("hourly-29@club");
  });
});

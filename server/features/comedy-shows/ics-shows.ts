import ICAL from "ical.js";
import {
  comedyShowInputSchema,
  ICS_REPEAT_DAYS,
  SHOW_DESCRIPTION_MAX,
  SHOW_TEXT_MAX,
  type ComedyShowInput,
} from "@shared/comedy-shows/comedy-show-input";

export const ICS_EVENTS_MAX = 2_000;
/** At most this many shows from one calendar, repeats included. */
export const ICS_SHOWS_MAX = 2_000;
/**
 * Dates stepped through per repeating event before its next ICS_REPEAT_DAYS are listed
 * (daily and weekly rules skip ahead; an hourly one from years ago would not end), so a
 * calendar cannot make the import spin.
 */
const REPEAT_STEPS_MAX = 1_000;
/** The same, for the whole calendar (about a quarter of a second of work). */
const CALENDAR_STEPS_MAX = 20_000;
const UID_MAX = 500;

export type ImportedShow = ComedyShowInput & { importUid: string };
export interface SkippedEvent {
  uid: string | null;
  summary: string | null;
  reason: string;
}

/** A calendar that cannot be read at all: the message names the problem. */
export class IcsError extends Error {}

const clip = (text: string | null, max: number) => (text === null ? null : Array.from(text).slice(0, max).join(""));
const pad = (n: number) => String(n).padStart(2, "0");
const text = (event: ICAL.Component, name: string): string | null => {
  const value = event.getFirstPropertyValue(name);
  return typeof value === "string" && value.trim() !== "" ? value : null;
};
/** The date as written, in the event's own zone. */
const dateOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;
/** One occurrence of a repeating event, by the start its rule gives it (its RECURRENCE-ID). */
const occurrenceKey = (time: ICAL.Time) => `${time.year}${pad(time.month)}${pad(time.day)}T${pad(time.hour)}${pad(time.minute)}`;
const isCancelled = (event: ICAL.Component) => text(event, "status")?.toUpperCase() === "CANCELLED";

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The event properties a show cannot do without, and what a show calls them. */
const REQUIRED_FIELDS = [
  ["summary", "name"],
  ["location", "venue"],
  ["url", "ticket link"],
] as const;

function parseCalendar(ics: string): ICAL.Component {
  try {
    const parsed: unknown = ICAL.parse(ics);
    if (!Array.isArray(parsed) || parsed[0] !== "vcalendar") throw new IcsError("The file is not an iCalendar calendar: it has no BEGIN:VCALENDAR.");
    return new ICAL.Component(parsed as [string, unknown[], unknown[]]);
  } catch (error) {
    if (error instanceof IcsError) throw error;
    throw new IcsError(`The calendar could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The show one event (or one of its dates, starting at `start`) describes, or why it cannot be one. */
function showOf(event: ICAL.Component, start: ICAL.Time, location: string): { show: ComedyShowInput } | { reason: string } {
  if (start.isDate) return { reason: "It has a date but no start time." };
  const missing = REQUIRED_FIELDS.find(([property]) => !text(event, property));
  if (missing) return { reason: `It has no ${missing[1]} (${missing[0].toUpperCase()}).` };
  const summary = text(event, "summary");
  const description = text(event, "description");
  const parsed = comedyShowInputSchema.safeParse({
    name: clip(summary, SHOW_TEXT_MAX),
    venue: clip(text(event, "location"), SHOW_TEXT_MAX),
    description: clip(description, SHOW_DESCRIPTION_MAX),
    date: dateOf(start),
    time: `${pad(start.hour)}:${pad(start.minute)}`,
    price: null,
    location,
    ticketUrl: text(event, "url"),
    isOpenMic: /open[\s-]?mic/i.test(`${summary ?? ""} ${description ?? ""}`),
  });
  return parsed.success ? { show: parsed.data } : { reason: parsed.error.issues.map((issue) => issue.message).join("; ") };
}

interface Series {
  /** The event itself; undefined when the calendar holds only changed dates of it. */
  master?: ICAL.Component;
  /** Dates of it changed or cancelled one by one (a RECURRENCE-ID). */
  changes: ICAL.Component[];
}

const DAYS_PER_PERIOD: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * Where to start stepping through a daily or weekly rule without COUNT: whole periods after
 * DTSTART, a week or more before `first`. Its dates from there on are the rule's own (same
 * weekday, time and phase of INTERVAL), so a show that began years ago costs a few steps,
 * not hundreds (ical.js takes 10–40 µs a step). Undefined: start at DTSTART.
 */
function skipAhead(event: ICAL.Event, first: string): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule").map((property) => property.getFirstValue());
  const [rule] = rules;
  if (rules.length !== 1 || !(rule instanceof ICAL.Recur) || rule.count) return undefined;
  const days = DAYS_PER_PERIOD[rule.freq];
  if (!days) return undefined;
  const period = days * Math.max(rule.interval, 1);
  const start = event.startDate;
  const gap = (Date.parse(`${first}T00:00:00Z`) - Date.parse(`${dateOf(start)}T00:00:00Z`)) / 86_400_000 - 7;
  const periods = Math.floor(gap / period);
  if (periods < 1) return undefined;
  const from = start.clone();
  from.adjust(periods * period, 0, 0, 0);
  return from;
}

/** A repeating event's dates from `first` through `last`, each as its changed copy says where there is one. */
function datesBetween(event: ICAL.Event, first: string, last: string, budget: { steps: number }) {
  const dates: { event: ICAL.Component; start: ICAL.Time; key: string }[] = [];
  const steps = event.iterator(skipAhead(event, first));
  for (let step = 0, next = steps.next(); next; step++, next = steps.next()) {
    if (step >= REPEAT_STEPS_MAX) return { dates, tooMany: "event" as const };
    if (--budget.steps < 0) return { dates, tooMany: "calendar" as const };
    const ruleDay = dateOf(next);
    if (ruleDay > last) break;
    if (ruleDay < first) continue;
    const details = event.getOccurrenceDetails(next);
    const day = dateOf(details.startDate);
    if (day >= first && day <= last) dates.push({ event: details.item.component, start: details.startDate, key: occurrenceKey(next) });
  }
  return { dates, tooMany: false as const };
}

/**
 * The shows in an iCalendar file: SUMMARY is the name, LOCATION the venue, DTSTART the date
 * and time (as written, in the event's own zone), URL the ticket link (http or https only),
 * DESCRIPTION the description; "open mic" in the summary or description marks an open mic.
 * All are listed at `location`. An event is one show; a repeating one (RRULE, RDATE, less
 * EXDATE) is a show per date from `today` through ICS_REPEAT_DAYS ahead, each as its changed
 * copy (RECURRENCE-ID) has it, and cancelled dates left out. Events before `today`, cancelled
 * ones, and events missing a field the spec requires are skipped with a reason.
 */
export function showsFromIcs(ics: string, { location, today }: { location: string; today: string }): { shows: ImportedShow[]; skipped: SkippedEvent[] } {
  const components = parseCalendar(ics).getAllSubcomponents("vevent");
  if (components.length > ICS_EVENTS_MAX) throw new IcsError(`The calendar has ${components.length} events; at most ${ICS_EVENTS_MAX} are imported at once.`);
  const lastDay = addDays(today, ICS_REPEAT_DAYS);
  const shows: ImportedShow[] = [];
  const skipped: SkippedEvent[] = [];
  const skip = (event: ICAL.Component, reason: string) =>
    skipped.push({ uid: clip(text(event, "uid"), UID_MAX), summary: clip(text(event, "summary"), SHOW_TEXT_MAX), reason });

  // Each UID once, with the dates changed one by one beside it.
  const series = new Map<string, Series>();
  for (const event of components) {
    const uid = clip(text(event, "uid"), UID_MAX);
    if (!uid) {
      skip(event, "It has no UID.");
      continue;
    }
    const entry = series.get(uid) ?? { changes: [] };
    series.set(uid, entry);
    if (event.hasProperty("recurrence-id")) entry.changes.push(event);
    else if (entry.master) skip(event, "Its UID appears twice in the calendar.");
    else entry.master = event;
  }

  const budget = { steps: CALENDAR_STEPS_MAX };
  const single = (event: ICAL.Component, importUid: string) => {
    const start = event.getFirstPropertyValue("dtstart");
    if (!(start instanceof ICAL.Time)) return skip(event, "It has no start (DTSTART).");
    if (isCancelled(event)) return skip(event, "It is cancelled.");
    if (!start.isDate && dateOf(start) < today) return skip(event, "It is in the past.");
    const result = showOf(event, start, location);
    if ("reason" in result) return skip(event, result.reason);
    shows.push({ ...result.show, importUid });
  };

  for (const [uid, { master, changes }] of series) {
    if (!master) {
      // Only changed dates of an event the calendar does not hold: each is a show of its own.
      for (const change of changes) {
        const id = change.getFirstPropertyValue("recurrence-id");
        single(change, id instanceof ICAL.Time ? `${uid}/${occurrenceKey(id)}` : uid);
      }
      continue;
    }
    const event = new ICAL.Event(master, { exceptions: changes });
    if (!(master.getFirstPropertyValue("dtstart") instanceof ICAL.Time) || !event.isRecurring()) {
      single(master, uid);
      continue;
    }
    if (isCancelled(master)) {
      skip(master, "It is cancelled.");
      continue;
    }
    const { dates, tooMany } = datesBetween(event, today, lastDay, budget);
    if (tooMany === "event") {
      skip(master, `It repeats more than ${REPEAT_STEPS_MAX.toLocaleString("en-US")} times before the next ${ICS_REPEAT_DAYS} days.`);
      continue;
    }
    if (tooMany === "calendar") {
      skip(master, "The calendar's repeating events repeat too often to read them all at once: import this one on its own.");
      continue;
    }
    const upcoming = dates.filter((date) => !isCancelled(date.event));
    if (upcoming.length === 0) {
      skip(master, `None of its dates falls in the next ${ICS_REPEAT_DAYS} days.`);
      continue;
    }
    const reasons = new Set<string>();
    for (const date of upcoming) {
      const result = showOf(date.event, date.start, location);
      if ("show" in result) shows.push({ ...result.show, importUid: `${uid}/${date.key}` });
      else if (!reasons.has(result.reason)) {
        reasons.add(result.reason);
        skip(date.event, result.reason);
      }
    }
  }
  if (shows.length > ICS_SHOWS_MAX) {
    throw new IcsError(`The calendar lists ${shows.length.toLocaleString("en-US")} upcoming shows; at most ${ICS_SHOWS_MAX.toLocaleString("en-US")} are imported at once.`);
  }
  return { shows, skipped };
}

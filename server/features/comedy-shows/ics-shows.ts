import ICAL from "ical.js";
import { comedyShowInputSchema, SHOW_DESCRIPTION_MAX, SHOW_TEXT_MAX, type ComedyShowInput } from "@shared/comedy-shows/comedy-show-input";

export const ICS_EVENTS_MAX = 2_000;
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

/** The event properties a show cannot do without, and what a show calls them. */
const REQUIRED_FIELDS = [
  ["summary", "name"],
  ["location", "venue"],
  ["url", "ticket link"],
] as const;

/**
 * The shows in an iCalendar file, one per VEVENT: SUMMARY is the name, LOCATION the venue,
 * DTSTART the date and time (as written, in the event's own zone), URL the ticket link
 * (http or https only), DESCRIPTION the description; "open mic" in the summary or
 * description marks an open mic. All are listed at `location`. Events before `today`, and
 * events missing a field the spec requires, are skipped with a reason.
 */
export function showsFromIcs(ics: string, { location, today }: { location: string; today: string }): { shows: ImportedShow[]; skipped: SkippedEvent[] } {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(ics);
    if (!Array.isArray(parsed) || parsed[0] !== "vcalendar") throw new IcsError("The file is not an iCalendar calendar: it has no BEGIN:VCALENDAR.");
    root = new ICAL.Component(parsed as [string, unknown[], unknown[]]);
  } catch (error) {
    if (error instanceof IcsError) throw error;
    throw new IcsError(`The calendar could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const events = root.getAllSubcomponents("vevent");
  if (events.length > ICS_EVENTS_MAX) throw new IcsError(`The calendar has ${events.length} events; at most ${ICS_EVENTS_MAX} are imported at once.`);

  const shows: ImportedShow[] = [];
  const skipped: SkippedEvent[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    const uid = clip(text(event, "uid"), UID_MAX);
    const summary = text(event, "summary");
    const skip = (reason: string) => skipped.push({ uid, summary: clip(summary, SHOW_TEXT_MAX), reason });
    if (!uid) {
      skip("It has no UID.");
      continue;
    }
    if (seen.has(uid)) {
      skip("Its UID appears twice in the calendar.");
      continue;
    }
    seen.add(uid);
    const start = event.getFirstPropertyValue("dtstart");
    if (!(start instanceof ICAL.Time)) {
      skip("It has no start (DTSTART).");
      continue;
    }
    if (start.isDate) {
      skip("It has a date but no start time.");
      continue;
    }
    const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
    if (date < today) {
      skip("It is in the past.");
      continue;
    }
    const missing = REQUIRED_FIELDS.find(([property]) => !text(event, property));
    if (missing) {
      skip(`It has no ${missing[1]} (${missing[0].toUpperCase()}).`);
      continue;
    }
    const description = text(event, "description");
    const candidate = {
      name: clip(summary, SHOW_TEXT_MAX),
      venue: clip(text(event, "location"), SHOW_TEXT_MAX),
      description: clip(description, SHOW_DESCRIPTION_MAX),
      date,
      time: `${pad(start.hour)}:${pad(start.minute)}`,
      price: null,
      location,
      ticketUrl: text(event, "url"),
      isOpenMic: /open[\s-]?mic/i.test(`${summary ?? ""} ${description ?? ""}`),
    };
    const parsed = comedyShowInputSchema.safeParse(candidate);
    if (!parsed.success) {
      skip(parsed.error.issues.map((issue) => issue.message).join("; "));
      continue;
    }
    shows.push({ ...parsed.data, importUid: uid });
  }
  return { shows, skipped };
}

import { z } from "zod";
import { idParams } from "../validation/id";
import { optionalUserText, userText } from "../validation/user-text";
import { isCalendarDate, isWebUrl } from "./show-rules";
import { parseShowTime, SHOW_TIME_FORMS } from "./show-time";

export const SHOW_TEXT_MAX = 200;
export const SHOW_DESCRIPTION_MAX = 5_000;
export const TICKET_URL_MAX = 2_000;

const date = userText({ label: "Date", max: 10 }).refine(isCalendarDate, "Date must be a real date written YYYY-MM-DD");
const TIME_ERROR = `Time must be written as ${SHOW_TIME_FORMS}`;
/** Taken as people write it, stored as 24-hour HH:MM. */
const time = userText({ label: "Time", max: 20 })
  .transform((value, ctx) => {
    const parsed = parseShowTime(value);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message: TIME_ERROR });
      return z.NEVER;
    }
    return parsed;
  })
  .meta({ description: `The show's start: ${SHOW_TIME_FORMS}; stored and answered as 24-hour HH:MM` });
const ticketUrl = userText({ label: "Ticket URL", max: TICKET_URL_MAX }).refine(isWebUrl, "Ticket URL must be an http or https address");

/**
 * An admin's comedy show (POST, and PUT in full): every field of spec section 3, all
 * required except description and price.
 */
export const comedyShowInputSchema = z.object({
  name: userText({ label: "Name", max: SHOW_TEXT_MAX }),
  venue: userText({ label: "Venue", max: SHOW_TEXT_MAX }),
  description: optionalUserText({ label: "Description", max: SHOW_DESCRIPTION_MAX }).optional().transform((v) => v ?? null),
  date,
  time,
  price: optionalUserText({ label: "Price", max: 50 }).optional().transform((v) => v ?? null),
  location: userText({ label: "Location", max: SHOW_TEXT_MAX }),
  ticketUrl,
  isOpenMic: z.boolean({ error: "isOpenMic must be true or false" }).optional().transform((v) => v ?? false),
});

/** `?location=` of GET /api/comedy-shows. */
export const comedyShowQuerySchema = z.object({
  location: userText({ label: "Location", max: SHOW_TEXT_MAX }),
});

export const comedyShowIdSchema = idParams("The comedy show id");

export type ComedyShowInput = z.output<typeof comedyShowInputSchema>;

/** The largest calendar imported, as a file or from a feed. */
export const ICS_BYTES_MAX = 1_000_000;
/** A repeating event (RRULE, RDATE) is imported for its dates from today through this many days ahead. */
export const ICS_REPEAT_DAYS = 90;

/**
 * POST /api/admin/comedy-shows/import: an iCalendar file's text (`ics`) or a feed's http(s)
 * address (`url`), and the location its shows are listed at.
 */
export const comedyShowImportSchema = z
  .object({
    location: userText({ label: "Location", max: SHOW_TEXT_MAX }),
    ics: z.string({ error: "ics must be the calendar's text" }).optional(),
    url: userText({ label: "Feed URL", max: TICKET_URL_MAX })
      .refine(isWebUrl, "Feed URL must be an http or https address")
      .optional(),
  })
  .refine((v) => (v.ics === undefined) !== (v.url === undefined), { message: "Send an .ics file (ics) or a feed URL (url), not both" });

export type ComedyShowImport = z.output<typeof comedyShowImportSchema>;

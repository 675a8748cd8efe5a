/** What a show's time may be written as, for error messages and the API's description. */
export const SHOW_TIME_FORMS = '"20:00", "8:00 PM", "8pm" or "8 pm"';

/**
 * A show's time as people write it, to the one form it is stored in (24-hour "HH:MM", so
 * shows on one day sort by time as text): "20:00", "8:00", "8:00 PM", "8:30pm", "8pm",
 * "8 pm", "8 p.m."; null for anything else ("25:00", "13pm", "8:60", "eight").
 */
export function parseShowTime(text: string): string | null {
  const match = /^(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  const [, hourText = "", minuteText, meridiem] = match;
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (meridiem === undefined) {
    // Without AM/PM a time needs its minutes ("20:00"); a bare "8" says too little.
    if (minuteText === undefined || hour > 23) return null;
  } else {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === "p";
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

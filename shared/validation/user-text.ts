import { z } from "zod";

/**
 * Control characters a person never means to type, other than tab and newline. PostgreSQL
 * refuses NUL in text, and the rest only hide words. Carriage returns become newlines first.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * The one cleaning rule for text a person sends: line endings made "\n", other control
 * characters (NUL included) stripped. Stripped rather than refused, so a joke pasted or texted
 * with a stray invisible character is still saved, never lost.
 */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");
}

interface TextRule {
  /** Names the field in messages, e.g. "Setup". */
  label: string;
  max: number;
  /** Required text must hold something other than spaces (default true). */
  required?: boolean;
  /** Store it trimmed (default true). */
  trim?: boolean;
}

/**
 * Every user text field passes this rule: cleaned, trimmed unless told otherwise, capped at
 * `max` characters, and (when required) not blank.
 */
export function userText({ label, max, required = true, trim = true }: TextRule) {
  return z
    // Left out is not the wrong kind of value: it says what is missing.
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .transform((value) => {
      const cleaned = cleanText(value);
      return trim ? cleaned.trim() : cleaned;
    })
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
        .refine((value) => !required || value.trim().length > 0, `${label} is required`),
    );
}

/**
 * Optional long text: cleaned, capped, and stored as null when blank. `undefined` (left out)
 * stays undefined, so an update keeps the stored value.
 */
export function optionalUserText({ label, max }: { label: string; max: number }) {
  return z
    .string({ error: `${label} must be text` })
    .nullable()
    .transform((value) => (value === null ? null : cleanText(value)))
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
        .nullable()
        .transform((value) => (value === null || value.trim() === "" ? null : value)),
    );
}

/** A list of short texts: each cleaned and trimmed, blanks dropped, at most `maxItems`. */
export function userTextList({ label, max, maxItems }: { label: string; max: number; maxItems: number }) {
  return z
    .array(z.string({ error: `${label} must be a list of text` }), { error: `${label} must be a list of text` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`)
    .transform((list) => list.map((item) => cleanText(item).trim()).filter((item) => item.length > 0))
    .pipe(z.array(z.string().max(max, `Each of the ${label.toLowerCase()} must be at most ${max.toLocaleString("en-US")} characters`)));
}

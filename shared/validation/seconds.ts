import { z } from "zod";

/**
 * A length in whole seconds from 1 to `max`, or null (untimed): a joke note's timed length, a
 * show's, as the API and an import file take them. One rule, so both say the same.
 */
export const wholeSeconds = (max: number, label = "durationSeconds") =>
  z
    .number({ error: `${label} must be a number of seconds or null` })
    .int(`${label} must be a whole number of seconds`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();

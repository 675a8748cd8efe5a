import { z } from "zod";

/** PostgreSQL's integer range: every id column is a serial (int4). */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to 2^31 − 1. */
export const bodyId = (label = "id") =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(ID_MAX, `${label} is not a valid id`);

/**
 * An id in a path or query string: digits only, as the id is written (no leading zeros: one
 * note has one address), within PostgreSQL's integer range.
 */
export const pathId = (label = "id") =>
  z
    .string({ error: `${label} is required` })
    .regex(/^(?:0|[1-9]\d{0,9})$/, `${label} must be a number`)
    .transform(Number)
    .pipe(bodyId(label));

/** `{ id }` route params. */
export const idParams = (label = "id") => z.object({ id: pathId(label) });

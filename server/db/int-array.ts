import { sql, type SQL } from "drizzle-orm";

/** A list of whole numbers as one `int[]` parameter (one value sent, however long the list). */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map((value) => Math.trunc(value)).join(",")}}`}::int[]`;

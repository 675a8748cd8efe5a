import { sql, type SQL } from "drizzle-orm";

/**
 * A list of whole numbers as one bound `int[]` parameter: one value sent, however long the list
 * (drizzle would expand a JS array into a row of parameters).
 */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map((value) => Math.trunc(value)).join(",")}}`}::int[]`;

import { sql } from "drizzle-orm";
import { timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Timestamps shared by most tables; `updatedAt` is also set by every repository write. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Free-tier data expiry: set while the owner is on the free tier. */
export const expiresAt = () => timestamp({ withTimezone: true });

/**
 * A CHECK that the column holds one of `values` (or NULL, which a NOT NULL column refuses
 * anyway), so the database guards the same sets the shared rules name.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;

import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A row's owner as a check on a row already found another way (by its primary key, or as the
 * inner side of a join that another table leads), never as the way to find rows: `user_id + 0`
 * is no btree index's column. With statistics taken before a comedian's file grew, PostgreSQL
 * believes they own one row and would otherwise walk every one of their rows through a
 * `user_id` index to find each single one (docs/decisions/048). The search index is built on
 * this same expression, so a search can only be answered through it.
 */
export const ownerCheck = (column: AnyPgColumn | SQL, userId: number | SQL | Placeholder): SQL => sql`(${column} + 0) = ${userId}`;

/** The same check in raw SQL text, for statements written as strings. */
export const ownerCheckSql = (column: string, owner: string): string => `(${column} + 0) = ${owner}`;

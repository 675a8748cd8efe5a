import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../shared/schema";

/** Every table of the schema: the name the code imports and the name SQL text uses. */
const TABLES = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name, table]) => ({ name, sql: getTableName(table as PgTable) }));

/** Code that writes a table, by drizzle call or by SQL text. */
function writes(table: { name: string; sql: string }): RegExp {
  return new RegExp(`\\b(?:update|insert|delete)\\(${table.name}\\)|\\b(?:UPDATE|INSERT INTO|DELETE FROM)\\s+"?${table.sql}\\b`);
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(path.join("server", "test")));
}

/** The part of the server a file belongs to: its feature folder, or its top folder (jobs, db, …). */
function ownerOf(file: string): string {
  const parts = file.split(path.sep);
  return parts.slice(0, parts[1] === "features" ? 3 : 2).join("/");
}

const sources = serverSources("server").map((file) => ({ owner: ownerOf(file), text: readFileSync(file, "utf8") }));

function writersOf(table: { name: string; sql: string }): string[] {
  const pattern = writes(table);
  return [...new Set(sources.filter((source) => pattern.test(source.text)).map((source) => source.owner))].sort();
}

describe("one owner per table", () => {
  it("finds the schema's tables", () => {
    expect(TABLES.map((t) => t.sql)).toEqual(expect.arrayContaining(["users", "joke_notes", "set_lists", "job_runs"]));
  });

  it("writes the users table only in the account feature", () => {
    expect(writersOf({ name: "users", sql: "users" })).toEqual(["server/features/account"]);
  });

  it("writes every table from one part of the server only; the others go through its service", () => {
    const shared = TABLES.map((table) => ({ table: table.sql, writers: writersOf(table) })).filter((t) => t.writers.length > 1);
    expect(shared).toEqual([]);
  });

  it("sees a second writer when one appears", () => {
    const planted = { owner: "server/features/billing", text: "await tx.update(jokeNotes).set({})" };
    sources.push(planted);
    try {
      expect(writersOf({ name: "jokeNotes", sql: "joke_notes" })).toEqual(["server/features/billing", "server/features/joke-notes"]);
    } finally {
      sources.pop();
    }
  });
});

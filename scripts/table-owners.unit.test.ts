import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Code that writes the users table, by drizzle call or by SQL text. */
const WRITES_USERS = /\b(?:update|insert|delete)\(users\)|\b(?:UPDATE|INSERT INTO|DELETE FROM)\s+users\b/;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("one owner per table", () => {
  it("writes the users table only in the account feature", () => {
    const writers = serverSources("server")
      .filter((file) => !file.startsWith(path.join("server", "test")))
      .filter((file) => WRITES_USERS.test(readFileSync(file, "utf8")))
      .map((file) => path.dirname(file));
    expect(writers.length).toBeGreaterThan(0);
    expect([...new Set(writers)]).toEqual([path.join("server", "features", "account")]);
  });
});

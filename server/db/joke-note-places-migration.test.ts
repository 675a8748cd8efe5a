import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { emptyDatabases } from "../test/backup-databases";
import { migrationsCutAt } from "./backup/schema-version";
import { applyMigrations, migrationsFolder } from "./migrate";

const databases = emptyDatabases();
afterAll(() => databases.drop());

/** How many migrations come before the one whose tag starts with `tag`. */
function migrationsBefore(tag: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
}

describe("migration 0040 moves each joke note's place to joke_note_places", () => {
  it("keeps every existing note in its place and status, then places new notes on top", async () => {
    const { pool } = await databases.create();
    const cut = await migrationsCutAt(migrationsFolder(), migrationsBefore("0040_"));
    try {
      await applyMigrations(pool, cut.folder);
    } finally {
      await cut.remove();
    }
    const users = await pool.query<{ id: number }>(
      "INSERT INTO users (email, password) VALUES ('one@example.com', 'x'), ('two@example.com', 'x') RETURNING id",
    );
    const [one, two] = users.rows.map((row) => row.id);
    // Places as an old site has them: any integers, not in id order.
    const notes = await pool.query<{ id: number; user_id: number; sort_order: number }>(
      `INSERT INTO joke_notes (user_id, setup, stage, on_stool, stool_category, sort_order) VALUES
         ($1, 'middle', 'idea', false, NULL, 5), ($1, 'first', 'on_hold', false, NULL, -3),
         ($1, 'last', 'idea', true, 'open_mic', 12), ($2, 'only', 'working_on', false, NULL, 5)
       RETURNING id, user_id, sort_order`,
      [one, two],
    );

    await applyMigrations(pool);

    const places = await pool.query(
      "SELECT joke_note_id, user_id, status, sort_order FROM joke_note_places ORDER BY user_id, sort_order",
    );
    const [middle, first, last, only] = notes.rows;
    expect(places.rows).toEqual([
      { joke_note_id: first!.id, user_id: one, status: "on_hold", sort_order: -3 },
      { joke_note_id: middle!.id, user_id: one, status: "idea", sort_order: 5 },
      { joke_note_id: last!.id, user_id: one, status: "open_mic_material", sort_order: 12 },
      { joke_note_id: only!.id, user_id: two, status: "working_on", sort_order: 5 },
    ]);
    const column = await pool.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'joke_notes' AND column_name = 'sort_order'");
    expect(column.rows).toEqual([]);

    const added = await pool.query<{ id: number }>("INSERT INTO joke_notes (user_id, setup) VALUES ($1, 'new') RETURNING id", [one]);
    const top = await pool.query("SELECT joke_note_id, sort_order FROM joke_note_places WHERE user_id = $1 ORDER BY sort_order LIMIT 1", [one]);
    expect(top.rows).toEqual([{ joke_note_id: added.rows[0]!.id, sort_order: -4 }]);
  });
});

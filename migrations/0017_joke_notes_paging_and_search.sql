-- Joke Notes by pages, in each sort, and searched in PostgreSQL (docs/decisions/020).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- "Setup A-Z": letters compared without case or accents, digits as numbers, as the browser did.
CREATE COLLATION IF NOT EXISTS "setup_order" (provider = icu, locale = 'und-u-kn-ks-level1', deterministic = false);--> statement-breakpoint
-- What search looks in: the setup, every punchline and the notes, kept apart by a character
-- no search text can hold (control characters are stripped from input), so no match spans two.
CREATE FUNCTION "joke_note_search_text"(setup text, punchlines text[], notes text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setup || chr(1) || array_to_string(punchlines, chr(1)) || chr(1) || coalesce(notes, '');--> statement-breakpoint
CREATE INDEX "joke_notes_search_idx" ON "joke_notes"
  USING gin ("user_id", "joke_note_search_text"("setup", "punchlines", "notes") gin_trgm_ops);--> statement-breakpoint
-- One index per sort, each ending in the id that breaks ties, so a cursor is one index range.
CREATE INDEX "joke_notes_saved_order_idx" ON "joke_notes" ("user_id", "sort_order", "id" DESC);--> statement-breakpoint
CREATE INDEX "joke_notes_created_idx" ON "joke_notes" ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "joke_notes_updated_idx" ON "joke_notes" ("user_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
-- The counts per Joke Lab status read this index alone.
CREATE INDEX "joke_notes_status_idx" ON "joke_notes" ("user_id", "on_stool", "stool_category", "stage");--> statement-breakpoint
CREATE INDEX "joke_notes_setup_idx" ON "joke_notes" ("user_id", (left("setup", 200) COLLATE "setup_order"), "id");--> statement-breakpoint
-- Each owner's saved order as distinct places 1..n (ties were broken by newest id), so a
-- move can take a neighbour's place.
UPDATE "joke_notes" AS n SET "sort_order" = r.pos
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "sort_order", "id" DESC)::int AS pos FROM "joke_notes") AS r
WHERE n."id" = r."id" AND n."sort_order" IS DISTINCT FROM r.pos;

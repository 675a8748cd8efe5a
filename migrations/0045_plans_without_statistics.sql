-- Reads of one comedian's notes that no statistics can turn quadratic, and bulk inserts that
-- cost the same per row at any size (docs/decisions/048).
--
-- Every new note's place: the owner's top place is read once per owner and statement, before
-- any of the statement's places is written. Read per row, as before, each read walked past the
-- places the statement had already written (not yet visible to it) in the index: 20,000 notes
-- in one statement took 43 s, 50,000 took 261 s.
CREATE OR REPLACE FUNCTION "place_inserted_joke_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  top integer;
BEGIN
  -- Owners in id order, each list lock (class 728301, server/db/list-order-lock.ts) taken in turn.
  FOR owner IN SELECT DISTINCT "user_id" FROM inserted_rows ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(728301, owner);
    SELECT coalesce(min(p."sort_order"), 0) INTO top FROM "joke_note_places" p WHERE p."user_id" = owner;
    -- On top of the list, the notes of one statement in id order (the first id on top).
    INSERT INTO "joke_note_places" ("joke_note_id", "user_id", "status", "sort_order")
      SELECT i."id", owner, "joke_note_status"(i."on_stool", i."stool_category", i."stage"),
        top - (count(*) OVER ())::int - 1 + (row_number() OVER (ORDER BY i."id"))::int
      FROM inserted_rows i WHERE i."user_id" = owner;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The search index is built on the owner check's expression (server/db/owner-check.ts), so a
-- search can only be answered through it: with statistics that believe the comedian owns one
-- note, the planner preferred walking every one of their notes through a btree on user_id.
DROP INDEX "joke_notes_search_idx";--> statement-breakpoint
CREATE INDEX "joke_notes_search_idx" ON "joke_notes"
  USING gin (("user_id" + 0), "joke_note_search_text"("setup", "punchlines", "notes") gin_trgm_ops);
--> statement-breakpoint
-- The admin's users list counts each comedian's notes per status from joke_note_status_counts;
-- nothing else reads this index, and every new note paid for it.
DROP INDEX "joke_notes_status_idx";
--> statement-breakpoint
-- A place goes with its note (and a note with its owner): the place's own check of its owner
-- cost every new note a lookup of the user.
ALTER TABLE "joke_note_places" DROP CONSTRAINT "joke_note_places_user_id_users_id_fk";

-- A joke note's place in its owner's list moves to a narrow table of its own, so a reorder
-- rewrites these small rows and their three indexes instead of every index of joke_notes
-- (the trigram search index among them): docs/decisions/043.
CREATE TABLE "joke_note_places" (
	"joke_note_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joke_note_places" ADD CONSTRAINT "joke_note_places_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joke_note_places" ADD CONSTRAINT "joke_note_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every note keeps the place it has, while no one can change one.
LOCK TABLE "joke_notes" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "joke_note_places" ("joke_note_id", "user_id", "status", "sort_order")
  SELECT "id", "user_id", "joke_note_status"("on_stool", "stool_category", "stage"), "sort_order" FROM "joke_notes";--> statement-breakpoint
-- No two of an owner's notes in one place, checked at commit (docs/decisions/038).
ALTER TABLE "joke_note_places" ADD CONSTRAINT "joke_note_places_user_id_sort_order_unique"
  UNIQUE ("user_id", "sort_order") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Planned with its statistics from the first read (a search must not walk every place).
ANALYZE "joke_note_places";--> statement-breakpoint
-- A Joke Lab column (one status) in the saved order is one index range.
CREATE INDEX "joke_note_places_status_order_idx" ON "joke_note_places" USING btree ("user_id","status","sort_order","joke_note_id" DESC NULLS FIRST);--> statement-breakpoint
-- Every new note gets a place: the top of its owner's list, the notes of one statement in id
-- order (the first id on top). It first takes the owner's list lock (class 728301, as
-- server/db/list-order-lock.ts names it; the app holds it already), so inserts made elsewhere
-- take turns with the writes of the order too (docs/decisions/038).
CREATE FUNCTION "place_inserted_joke_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(728301, o."user_id") FROM (SELECT DISTINCT "user_id" FROM inserted_rows ORDER BY 1) AS o;
  INSERT INTO "joke_note_places" ("joke_note_id", "user_id", "status", "sort_order")
    SELECT i."id", i."user_id", "joke_note_status"(i."on_stool", i."stool_category", i."stage"),
      coalesce((SELECT min(p."sort_order") FROM "joke_note_places" p WHERE p."user_id" = i."user_id"), 0)
        - (count(*) OVER (PARTITION BY i."user_id"))::int - 1
        + (row_number() OVER (PARTITION BY i."user_id" ORDER BY i."id"))::int
    FROM inserted_rows i;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_insert_places" AFTER INSERT ON "joke_notes"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "place_inserted_joke_notes"();--> statement-breakpoint
-- A note that changes status takes its status along; one given to another owner takes the
-- top of their list. Reorders and text edits fire nothing (the WHEN is checked first).
CREATE FUNCTION "move_joke_note_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
    PERFORM pg_advisory_xact_lock(728301, NEW."user_id");
  END IF;
  UPDATE "joke_note_places" SET
    "status" = "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage"),
    "user_id" = NEW."user_id",
    "sort_order" = CASE WHEN OLD."user_id" = NEW."user_id" THEN "sort_order" ELSE
      (SELECT coalesce(min(p."sort_order"), 0) - 1 FROM "joke_note_places" p WHERE p."user_id" = NEW."user_id") END
  WHERE "joke_note_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_status_change_places" AFTER UPDATE OF "user_id", "on_stool", "stool_category", "stage" ON "joke_notes"
  FOR EACH ROW WHEN (
    OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage")
      IS DISTINCT FROM "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage")
  )
  EXECUTE FUNCTION "move_joke_note_place"();--> statement-breakpoint
-- A reorder changes only places: it raises the owner's list version as a change to a note does.
CREATE TRIGGER "joke_note_places_update_raises_list_version" AFTER UPDATE ON "joke_note_places"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_joke_note_list_versions"();--> statement-breakpoint
-- The place's indexes go with the column (the saved-order index, the column-order index and
-- the unique place); the other sorts' indexes start with user_id, so the owner's notes are
-- still one index range (an account's cascade included).
ALTER TABLE "joke_notes" DROP COLUMN "sort_order";

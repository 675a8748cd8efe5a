-- Joke Lab status changes, kept for the pipeline on /insights (docs/decisions/033), written in
-- the same transaction as the change. Written notes: one statement for any number of them.
CREATE FUNCTION "keep_inserted_joke_note_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_status_changes" ("user_id", "joke_note_id", "from_status", "to_status")
    SELECT "user_id", "id", NULL, "joke_note_status"("on_stool", "stool_category", "stage") FROM inserted_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_insert_status_changes" AFTER INSERT ON "joke_notes"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_inserted_joke_note_statuses"();--> statement-breakpoint
-- Deleted notes leave the pipeline; a deleted account's cascade keeps nothing (its rows go with it).
CREATE FUNCTION "keep_deleted_joke_note_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_status_changes" ("user_id", "joke_note_id", "from_status", "to_status")
    SELECT d."user_id", d."id", "joke_note_status"(d."on_stool", d."stool_category", d."stage"), NULL FROM deleted_rows d
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_delete_status_changes" AFTER DELETE ON "joke_notes"
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_deleted_joke_note_statuses"();--> statement-breakpoint
-- A move between statuses (or owners); reorders and text edits fire nothing.
CREATE FUNCTION "keep_moved_joke_note_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status text := "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage");
  new_status text := "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage");
BEGIN
  IF OLD."user_id" = NEW."user_id" THEN
    INSERT INTO "joke_note_status_changes" ("user_id", "joke_note_id", "from_status", "to_status")
      VALUES (NEW."user_id", NEW."id", old_status, new_status);
  ELSE
    INSERT INTO "joke_note_status_changes" ("user_id", "joke_note_id", "from_status", "to_status")
      VALUES (OLD."user_id", OLD."id", old_status, NULL), (NEW."user_id", NEW."id", NULL, new_status);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_status_change_history" AFTER UPDATE OF "user_id", "on_stool", "stool_category", "stage" ON "joke_notes"
  FOR EACH ROW WHEN (
    OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage")
      IS DISTINCT FROM "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage")
  )
  EXECUTE FUNCTION "keep_moved_joke_note_status"();--> statement-breakpoint
-- A truncate leaves no notes, and no history to subtract from them.
CREATE FUNCTION "forget_joke_note_status_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "joke_note_status_changes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_truncate_status_changes" AFTER TRUNCATE ON "joke_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_joke_note_status_changes"();--> statement-breakpoint
-- The accounts there are now had statuses before anything was kept: from now on, for them.
INSERT INTO "joke_note_status_history_starts" ("user_id", "started_at") SELECT "id", now() FROM "users";

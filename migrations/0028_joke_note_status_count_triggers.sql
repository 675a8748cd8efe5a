-- Each owner's notes per Joke Lab status, kept in the same transaction as every change to
-- joke_notes, so GET /api/joke-notes/counts reads a handful of rows (docs/decisions/023).
-- The status of a row, as shared/joke-notes/stages.ts statusClass names it.
CREATE FUNCTION "joke_note_status"(on_stool boolean, stool_category text, stage text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN on_stool THEN CASE coalesce(stool_category, 'main')
      WHEN 'main' THEN 'main' WHEN 'open_mic' THEN 'open_mic_material' WHEN 'my_stool' THEN 'my_stool_material' ELSE 'none' END
    WHEN coalesce(stage, 'idea') IN ('idea', 'on_hold', 'working_on') THEN coalesce(stage, 'idea')
    ELSE 'none' END;--> statement-breakpoint
-- Inserted notes count up, once per statement (an import of 10,000 is one write per status).
-- Counter rows are locked in key order, so two writers never wait on each other in a circle.
CREATE FUNCTION "count_inserted_joke_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_status_counts" AS c ("user_id", "status", "n")
    SELECT "user_id", "joke_note_status"("on_stool", "stool_category", "stage"), count(*)::int
    FROM inserted_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_insert_counts" AFTER INSERT ON "joke_notes"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_joke_notes"();--> statement-breakpoint
-- Deleted notes count down (free-tier expiry's batches, a deleted account's cascade); an
-- owner's statuses left at zero are forgotten, so a deleted account leaves no rows.
CREATE FUNCTION "count_deleted_joke_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_status_counts" AS c ("user_id", "status", "n")
    SELECT "user_id", "joke_note_status"("on_stool", "stool_category", "stage"), -count(*)::int
    FROM deleted_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  DELETE FROM "joke_note_status_counts" AS c
    USING (SELECT DISTINCT "user_id" FROM deleted_rows) AS owners
    WHERE c."user_id" = owners."user_id" AND c."n" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_delete_counts" AFTER DELETE ON "joke_notes"
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_joke_notes"();--> statement-breakpoint
-- A note that changes status or owner moves one count; reorders and text edits fire nothing
-- (the WHEN is checked before the function runs).
CREATE FUNCTION "count_moved_joke_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_status_counts" AS c ("user_id", "status", "n")
    SELECT "user_id", "status", sum("n")::int FROM (VALUES
      (OLD."user_id", "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage"), -1),
      (NEW."user_id", "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage"), 1)
    ) AS moves ("user_id", "status", "n")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  DELETE FROM "joke_note_status_counts"
    WHERE "user_id" = OLD."user_id" AND "status" = "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage") AND "n" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_status_change_counts" AFTER UPDATE OF "user_id", "on_stool", "stool_category", "stage" ON "joke_notes"
  FOR EACH ROW WHEN (
    OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR "joke_note_status"(OLD."on_stool", OLD."stool_category", OLD."stage")
      IS DISTINCT FROM "joke_note_status"(NEW."on_stool", NEW."stool_category", NEW."stage")
  )
  EXECUTE FUNCTION "count_moved_joke_note"();--> statement-breakpoint
-- A truncate leaves no notes to count.
CREATE FUNCTION "forget_joke_note_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "joke_note_status_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_truncate_counts" AFTER TRUNCATE ON "joke_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_joke_note_counts"();--> statement-breakpoint
-- A Joke Lab column (one status) in the saved order is one index range.
CREATE INDEX "joke_notes_status_order_idx" ON "joke_notes"
  ("user_id", "joke_note_status"("on_stool", "stool_category", "stage"), "sort_order", "id" DESC);--> statement-breakpoint
-- The notes already written, counted while no one can change them.
LOCK TABLE "joke_notes" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "joke_note_status_counts" ("user_id", "status", "n")
  SELECT "user_id", "joke_note_status"("on_stool", "stool_category", "stage"), count(*)::int
  FROM "joke_notes" GROUP BY 1, 2;

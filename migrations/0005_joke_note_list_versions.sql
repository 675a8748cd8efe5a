CREATE TABLE "joke_note_list_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Owners with notes already have a version; the server never caches a list that has none.
INSERT INTO "joke_note_list_versions" ("user_id") SELECT DISTINCT "user_id" FROM "joke_notes";--> statement-breakpoint
-- Any change to a user's joke notes raises their list version in the same transaction, once
-- per statement (a reorder of 1,000 notes is one raise). Owners are locked in id order.
CREATE FUNCTION "raise_joke_note_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_list_versions" AS v ("user_id")
    SELECT DISTINCT "user_id" FROM changed_rows ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_insert_raises_list_version" AFTER INSERT ON "joke_notes"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_joke_note_list_versions"();--> statement-breakpoint
-- Updates name the new rows only (capturing the old ones too would double the cost of a
-- reorder); a note given to another owner raises its old owner's version below.
CREATE TRIGGER "joke_notes_update_raises_list_version" AFTER UPDATE ON "joke_notes"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_joke_note_list_versions"();--> statement-breakpoint
CREATE TRIGGER "joke_notes_delete_raises_list_version" AFTER DELETE ON "joke_notes"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_joke_note_list_versions"();--> statement-breakpoint
CREATE FUNCTION "raise_previous_owner_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_list_versions" AS v ("user_id") VALUES (OLD."user_id")
    ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_owner_change_raises_list_version" AFTER UPDATE OF "user_id" ON "joke_notes"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "raise_previous_owner_list_version"();--> statement-breakpoint
-- A truncate leaves no owners to name: every cached list is out of date.
CREATE FUNCTION "raise_every_joke_note_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "joke_note_list_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_truncate_raises_list_versions" AFTER TRUNCATE ON "joke_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_every_joke_note_list_version"();

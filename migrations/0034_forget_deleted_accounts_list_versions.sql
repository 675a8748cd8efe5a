-- A deleted account's notes go by cascade; the statement trigger that follows must not raise
-- (so recreate) its list version, and the version it had goes with the account.
CREATE OR REPLACE FUNCTION "raise_joke_note_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "joke_note_list_versions" AS v ("user_id")
    SELECT DISTINCT c."user_id" FROM changed_rows c
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."user_id")
    ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "forget_deleted_user_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "joke_note_list_versions" WHERE "user_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_delete_forgets_list_version" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "forget_deleted_user_list_version"();--> statement-breakpoint
-- Versions left by accounts deleted before this migration.
DELETE FROM "joke_note_list_versions" v WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = v."user_id");

CREATE TABLE "insights_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights_versions" ADD CONSTRAINT "insights_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the version of every comedian whose rows a statement touched (TG_ARGV[0]: how a row
-- names its owner), in the same transaction, so a kept insights answer is never served stale.
-- A deleted account's cascade raises nothing (its version goes with it).
CREATE FUNCTION "raise_insights_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_of text := CASE TG_ARGV[0]
    WHEN 'user_id' THEN 'SELECT r."user_id" FROM %I r'
    WHEN 'performance_id' THEN 'SELECT p."user_id" FROM %I r JOIN "performances" p ON p."id" = r."performance_id"'
    WHEN 'recording_id' THEN 'SELECT rec."user_id" FROM %I r JOIN "recordings" rec ON rec."id" = r."recording_id"'
  END;
  owners integer[] := '{}';
  found integer[];
BEGIN
  IF owner_of IS NULL THEN
    RAISE EXCEPTION 'raise_insights_versions: unknown owner column %', TG_ARGV[0];
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(DISTINCT o) FROM (' || owner_of || ') AS s(o)', 'new_rows') INTO found;
    owners := owners || coalesce(found, '{}');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(DISTINCT o) FROM (' || owner_of || ') AS s(o)', 'old_rows') INTO found;
    owners := owners || coalesce(found, '{}');
  END IF;
  INSERT INTO "insights_versions" AS v ("user_id")
    SELECT DISTINCT o FROM unnest(owners) AS o
    WHERE o IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o)
    ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "raise_every_insights_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "insights_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  fed_by text[][] := ARRAY[
    ['joke_notes', 'user_id'], ['notes', 'user_id'], ['thoughts', 'user_id'], ['performances', 'user_id'],
    ['set_lists', 'user_id'], ['recordings', 'user_id'], ['performance_ratings', 'performance_id'],
    ['recording_bits', 'recording_id'], ['joke_note_status_changes', 'user_id'], ['joke_note_status_history_starts', 'user_id']
  ];
  t text;
  owner text;
BEGIN
  FOR i IN 1 .. array_length(fed_by, 1) LOOP
    t := fed_by[i][1];
    owner := fed_by[i][2];
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "raise_insights_versions"(%L)', t || '_insert_raises_insights_version', t, owner);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "raise_insights_versions"(%L)', t || '_update_raises_insights_version', t, owner);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "raise_insights_versions"(%L)', t || '_delete_raises_insights_version', t, owner);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "raise_every_insights_version"()', t || '_truncate_raises_insights_versions', t);
  END LOOP;
END
$$;

-- The tables of a comedian's writing that expire on the free tier (0014, 0021), as one list:
-- follow_tier_with_expiry() walks it, so the next kind of writing is one line,
-- SELECT "expire_on_free_tier"('new_table'); in its own migration.
CREATE TABLE "free_tier_expiring_tables" (
  "table_name" text PRIMARY KEY,
  "position" serial NOT NULL
);--> statement-breakpoint

-- Lists the table and gives its new rows their expiry (set_free_tier_expiry, 0014).
CREATE FUNCTION "expire_on_free_tier"(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "free_tier_expiring_tables" ("table_name") VALUES (target);
  EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"()',
                 target || '_free_tier_expiry', target);
END $$;--> statement-breakpoint

-- The tables so far already have their insert triggers; they join the list in their order.
INSERT INTO "free_tier_expiring_tables" ("table_name")
VALUES ('joke_notes'), ('notes'), ('thoughts'), ('thought_categories'), ('set_lists'), ('performances');--> statement-breakpoint

-- Upgrading clears every expiry at once; returning to free gives everything 30 days from
-- now (never sooner than it already had).
CREATE OR REPLACE FUNCTION "follow_tier_with_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text;
BEGIN
  FOR target IN SELECT "table_name" FROM "free_tier_expiring_tables" ORDER BY "position" LOOP
    IF OLD."subscription_tier" = 'free' AND NEW."subscription_tier" <> 'free' THEN
      EXECUTE format('UPDATE %I SET "expires_at" = NULL WHERE "user_id" = $1 AND "expires_at" IS NOT NULL', target) USING NEW."id";
    ELSIF OLD."subscription_tier" <> 'free' AND NEW."subscription_tier" = 'free' THEN
      EXECUTE format('UPDATE %I SET "expires_at" = greatest("expires_at", now() + interval ''30 days'') WHERE "user_id" = $1', target)
        USING NEW."id";
    END IF;
  END LOOP;
  IF OLD."subscription_tier" = 'free' AND NEW."subscription_tier" <> 'free' THEN
    DELETE FROM "data_expiry_reminders" WHERE "user_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;

-- Set lists and the performance log are a comedian's writing too: on the free tier they
-- expire 30 days after they are made, like joke notes (0014), and follow the plan.
CREATE TRIGGER "set_lists_free_tier_expiry" BEFORE INSERT ON "set_lists"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint
CREATE TRIGGER "performances_free_tier_expiry" BEFORE INSERT ON "performances"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint

CREATE OR REPLACE FUNCTION "follow_tier_with_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."subscription_tier" = 'free' AND NEW."subscription_tier" <> 'free' THEN
    UPDATE "joke_notes" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "notes" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "thoughts" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "thought_categories" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "set_lists" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "performances" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    DELETE FROM "data_expiry_reminders" WHERE "user_id" = NEW."id";
  ELSIF OLD."subscription_tier" <> 'free' AND NEW."subscription_tier" = 'free' THEN
    UPDATE "joke_notes" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "notes" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "thought_categories" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "thoughts" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "set_lists" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "performances" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Set lists and shows saved before they expired get the full 30 days from today.
UPDATE "set_lists" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');--> statement-breakpoint
UPDATE "performances" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');

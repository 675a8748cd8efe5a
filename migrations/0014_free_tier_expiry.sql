-- Free-tier writing (joke notes, notes, thought categories, thoughts) expires 30 days after it
-- is written; a paid plan keeps it for good. The rule lives here so every way a row is made
-- (the API, texted jokes, admin plan changes) follows it.
CREATE FUNCTION "set_free_tier_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."user_id" AND "subscription_tier" = 'free') THEN
    NEW."expires_at" := coalesce(NEW."expires_at", coalesce(NEW."created_at", now()) + interval '30 days');
  ELSE
    NEW."expires_at" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "joke_notes_free_tier_expiry" BEFORE INSERT ON "joke_notes"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint
CREATE TRIGGER "notes_free_tier_expiry" BEFORE INSERT ON "notes"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint
CREATE TRIGGER "thought_categories_free_tier_expiry" BEFORE INSERT ON "thought_categories"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint
CREATE TRIGGER "thoughts_free_tier_expiry" BEFORE INSERT ON "thoughts"
  FOR EACH ROW EXECUTE FUNCTION "set_free_tier_expiry"();--> statement-breakpoint

-- Deleting a category deletes its thoughts, so a category lives at least as long as any
-- thought filed in it.
CREATE FUNCTION "keep_category_while_thoughts_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "thought_categories"
     SET "expires_at" = CASE WHEN NEW."expires_at" IS NULL THEN NULL ELSE greatest("expires_at", NEW."expires_at") END
   WHERE "id" = NEW."category_id" AND "user_id" = NEW."user_id" AND "expires_at" IS NOT NULL
     AND ("expires_at" < NEW."expires_at" OR NEW."expires_at" IS NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "thoughts_keep_category" AFTER INSERT OR UPDATE OF "category_id", "expires_at" ON "thoughts"
  FOR EACH ROW EXECUTE FUNCTION "keep_category_while_thoughts_live"();--> statement-breakpoint

-- Upgrading clears every expiry at once; returning to free gives everything 30 days from
-- now (never sooner than it already had).
CREATE FUNCTION "follow_tier_with_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."subscription_tier" = 'free' AND NEW."subscription_tier" <> 'free' THEN
    UPDATE "joke_notes" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "notes" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "thoughts" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    UPDATE "thought_categories" SET "expires_at" = NULL WHERE "user_id" = NEW."id" AND "expires_at" IS NOT NULL;
    DELETE FROM "data_expiry_reminders" WHERE "user_id" = NEW."id";
  ELSIF OLD."subscription_tier" <> 'free' AND NEW."subscription_tier" = 'free' THEN
    UPDATE "joke_notes" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "notes" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "thought_categories" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
    UPDATE "thoughts" SET "expires_at" = greatest("expires_at", now() + interval '30 days') WHERE "user_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_tier_change_sets_expiry" AFTER UPDATE OF "subscription_tier" ON "users"
  FOR EACH ROW WHEN (OLD."subscription_tier" IS DISTINCT FROM NEW."subscription_tier")
  EXECUTE FUNCTION "follow_tier_with_expiry"();--> statement-breakpoint

-- Writing saved before expiry was enforced gets the full 30 days from today.
UPDATE "joke_notes" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');--> statement-breakpoint
UPDATE "notes" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');--> statement-breakpoint
UPDATE "thought_categories" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');--> statement-breakpoint
UPDATE "thoughts" SET "expires_at" = now() + interval '30 days'
 WHERE "expires_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "subscription_tier" = 'free');

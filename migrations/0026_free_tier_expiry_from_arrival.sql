-- A row's 30 days on the free tier count from when it arrived in the account, never from an
-- older date it carries: an imported joke written two years ago keeps its created_at, and
-- must not be deleted at the next expiry run.
CREATE OR REPLACE FUNCTION "set_free_tier_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."user_id" AND "subscription_tier" = 'free') THEN
    NEW."expires_at" := coalesce(NEW."expires_at", greatest(coalesce(NEW."created_at", now()), now()) + interval '30 days');
  ELSE
    NEW."expires_at" := NULL;
  END IF;
  RETURN NEW;
END $$;

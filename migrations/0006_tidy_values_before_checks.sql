-- Bring stored values into the sets that the CHECK constraints of the next migration allow.
-- Stool categories: the display spellings and Main's spellings become the stored form.
UPDATE joke_notes SET stool_category = regexp_replace(lower(btrim(stool_category)), '_material$', '')
WHERE stool_category IS NOT NULL;
--> statement-breakpoint
UPDATE joke_notes SET stool_category = NULL
WHERE stool_category IS NOT NULL AND (NOT on_stool OR stool_category NOT IN ('open_mic', 'my_stool'));
--> statement-breakpoint
-- A missing or unknown stage reads as idea everywhere; store it so.
UPDATE joke_notes SET stage = 'idea' WHERE stage IS NULL OR stage NOT IN ('idea', 'on_hold', 'working_on');
--> statement-breakpoint
UPDATE users SET subscription_tier = 'free' WHERE subscription_tier NOT IN ('free', 'basic', 'premium');
--> statement-breakpoint
UPDATE error_logs SET severity = 'high' WHERE severity NOT IN ('low', 'medium', 'high', 'critical');
--> statement-breakpoint
UPDATE coupon_codes SET discount_type = 'percentage', discount_value = 0, is_active = false WHERE discount_type NOT IN ('percentage', 'fixed', 'free_month');

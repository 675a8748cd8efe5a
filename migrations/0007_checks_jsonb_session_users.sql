ALTER TABLE "joke_notes" ALTER COLUMN "stage" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ALTER COLUMN "context" SET DATA TYPE jsonb USING "context"::jsonb;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "user_id" integer GENERATED ALWAYS AS (CASE WHEN (sess -> 'passport' ->> 'user') ~ '^[0-9]{1,9}$' THEN (sess -> 'passport' ->> 'user')::integer END) STORED;--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_tier_check" CHECK ("users"."subscription_tier" IN ('free', 'basic', 'premium'));--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_stage_check" CHECK ("joke_notes"."stage" IN ('idea', 'on_hold', 'working_on'));--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_stool_category_check" CHECK ("joke_notes"."stool_category" IN ('open_mic', 'my_stool'));--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_stool_category_on_stool_check" CHECK ("joke_notes"."on_stool" OR "joke_notes"."stool_category" IS NULL);--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_discount_type_check" CHECK ("coupon_codes"."discount_type" IN ('percentage', 'fixed', 'free_month'));--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_severity_check" CHECK ("error_logs"."severity" IN ('critical', 'high', 'medium', 'low'));
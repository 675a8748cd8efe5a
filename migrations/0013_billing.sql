CREATE TABLE "data_expiry_reminders" (
	"user_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_expiry_reminders_user_id_days_before_pk" PRIMARY KEY("user_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "coupon_usages_coupon_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "data_expiry_reminders" ADD CONSTRAINT "data_expiry_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_unique" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "users_subscription_expires_at_idx" ON "users" USING btree ("subscription_expires_at") WHERE "users"."subscription_tier" <> 'free';--> statement-breakpoint
CREATE INDEX "joke_notes_expires_at_idx" ON "joke_notes" USING btree ("expires_at") WHERE "joke_notes"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notes_expires_at_idx" ON "notes" USING btree ("expires_at") WHERE "notes"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_usages_coupon_id_user_id_unique" ON "coupon_usages" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "thought_categories_expires_at_idx" ON "thought_categories" USING btree ("expires_at") WHERE "thought_categories"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "thoughts_expires_at_idx" ON "thoughts" USING btree ("expires_at") WHERE "thoughts"."expires_at" IS NOT NULL;
ALTER TABLE "set_lists" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performances" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "set_lists_expires_at_idx" ON "set_lists" USING btree ("expires_at") WHERE "set_lists"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "performances_expires_at_idx" ON "performances" USING btree ("expires_at") WHERE "performances"."expires_at" IS NOT NULL;
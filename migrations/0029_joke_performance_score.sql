ALTER TABLE "joke_notes" ADD COLUMN "performance_score" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "joke_notes" ADD COLUMN "times_performed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comedy_shows" ADD COLUMN "import_uid" text;--> statement-breakpoint
CREATE INDEX "joke_notes_user_id_best_idx" ON "joke_notes" USING btree ("user_id","performance_score" DESC NULLS LAST,"times_performed" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "comedy_shows_import_uid_unique" ON "comedy_shows" USING btree ("import_uid");--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_performance_score_check" CHECK ("joke_notes"."performance_score" BETWEEN -1 AND 3000);--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_times_performed_check" CHECK ("joke_notes"."times_performed" >= 0);
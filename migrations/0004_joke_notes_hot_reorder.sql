DROP INDEX "joke_notes_user_order_idx";--> statement-breakpoint
CREATE INDEX "joke_notes_user_id_idx" ON "joke_notes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "joke_notes" SET (fillfactor = 70);

ALTER TABLE "comedy_shows" ADD COLUMN "import_uid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comedy_shows_import_uid_unique" ON "comedy_shows" USING btree ("import_uid");
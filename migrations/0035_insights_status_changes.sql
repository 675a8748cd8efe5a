CREATE TABLE "joke_note_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"joke_note_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joke_note_status_changes_moved_check" CHECK ("joke_note_status_changes"."from_status" IS DISTINCT FROM "joke_note_status_changes"."to_status")
);
--> statement-breakpoint
CREATE TABLE "joke_note_status_history_starts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joke_note_status_changes" ADD CONSTRAINT "joke_note_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joke_note_status_history_starts" ADD CONSTRAINT "joke_note_status_history_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joke_note_status_changes_user_id_changed_at_idx" ON "joke_note_status_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "joke_note_status_changes_changed_at_idx" ON "joke_note_status_changes" USING btree ("changed_at");
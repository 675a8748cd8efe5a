CREATE TABLE "joke_note_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"joke_note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"setup" text NOT NULL,
	"punchlines" text[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"inspiration" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joke_note_versions" ADD CONSTRAINT "joke_note_versions_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joke_note_versions" ADD CONSTRAINT "joke_note_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joke_note_versions_note_idx" ON "joke_note_versions" USING btree ("joke_note_id","id" DESC NULLS LAST);
CREATE TABLE "set_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_list_id" integer NOT NULL,
	"joke_note_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"target_minutes" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_lists_target_minutes_check" CHECK ("set_lists"."target_minutes" BETWEEN 1 AND 180)
);
--> statement-breakpoint
ALTER TABLE "joke_notes" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "set_list_items" ADD CONSTRAINT "set_list_items_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_list_items" ADD CONSTRAINT "set_list_items_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_lists" ADD CONSTRAINT "set_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_list_items_set_list_id_idx" ON "set_list_items" USING btree ("set_list_id","position");--> statement-breakpoint
CREATE INDEX "set_list_items_joke_note_id_idx" ON "set_list_items" USING btree ("joke_note_id");--> statement-breakpoint
CREATE INDEX "set_lists_user_id_idx" ON "set_lists" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_duration_seconds_check" CHECK ("joke_notes"."duration_seconds" BETWEEN 1 AND 3600);
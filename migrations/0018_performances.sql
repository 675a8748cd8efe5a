CREATE TABLE "performance_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"performance_id" integer NOT NULL,
	"joke_note_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rating" text NOT NULL,
	"notes" text,
	CONSTRAINT "performance_ratings_rating_check" CHECK ("performance_ratings"."rating" IN ('killed', 'good', 'ok', 'bombed'))
);
--> statement-breakpoint
CREATE TABLE "performances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"show_name" text,
	"set_list_id" integer,
	"duration_seconds" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performances_duration_seconds_check" CHECK ("performances"."duration_seconds" BETWEEN 1 AND 36000)
);
--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_ratings_performance_id_idx" ON "performance_ratings" USING btree ("performance_id","position");--> statement-breakpoint
CREATE INDEX "performance_ratings_joke_note_id_idx" ON "performance_ratings" USING btree ("joke_note_id");--> statement-breakpoint
CREATE INDEX "performances_user_id_performed_at_idx" ON "performances" USING btree ("user_id","performed_at" DESC NULLS LAST);
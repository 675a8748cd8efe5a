CREATE TABLE "recording_transcripts" (
	"recording_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_transcripts_status_check" CHECK ("recording_transcripts"."status" IN ('waiting', 'working', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "recording_transcripts" ADD CONSTRAINT "recording_transcripts_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_transcripts" ADD CONSTRAINT "recording_transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_transcripts_user_id_idx" ON "recording_transcripts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recording_transcripts_pending_idx" ON "recording_transcripts" USING btree ("recording_id") WHERE "recording_transcripts"."status" IN ('waiting', 'working');
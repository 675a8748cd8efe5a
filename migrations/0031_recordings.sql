CREATE TABLE "recording_audio_deletions" (
	"recording_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_bits" (
	"recording_id" integer NOT NULL,
	"position" integer NOT NULL,
	"joke_note_id" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"laugh_count" integer DEFAULT 0 NOT NULL,
	"laugh_seconds" double precision DEFAULT 0 NOT NULL,
	"laughs_per_minute" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "recording_bits_recording_id_position_pk" PRIMARY KEY("recording_id","position"),
	CONSTRAINT "recording_bits_span_check" CHECK ("recording_bits"."start_ms" >= 0 AND "recording_bits"."end_ms" > "recording_bits"."start_ms")
);
--> statement-breakpoint
CREATE TABLE "recording_chunks" (
	"recording_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq"),
	CONSTRAINT "recording_chunks_seq_check" CHECK ("recording_chunks"."seq" BETWEEN 0 AND 99999),
	CONSTRAINT "recording_chunks_bytes_check" CHECK ("recording_chunks"."bytes" BETWEEN 1 AND 10485760)
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"set_list_id" integer,
	"performance_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"mime_type" text NOT NULL,
	"chunk_count" integer,
	"audio_status" text DEFAULT 'uploading' NOT NULL,
	"audio_bytes" bigint DEFAULT 0 NOT NULL,
	"laugh_count" integer DEFAULT 0 NOT NULL,
	"laugh_seconds" double precision DEFAULT 0 NOT NULL,
	"laughs_per_minute" double precision DEFAULT 0 NOT NULL,
	"laugh_seconds_per_minute" double precision DEFAULT 0 NOT NULL,
	"laughs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"laughs_edited" boolean DEFAULT false NOT NULL,
	"envelope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"envelope_frame_ms" integer DEFAULT 250 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "recordings_audio_status_check" CHECK ("recordings"."audio_status" IN ('uploading', 'complete')),
	CONSTRAINT "recordings_duration_ms_check" CHECK ("recordings"."duration_ms" BETWEEN 1 AND 14400000),
	CONSTRAINT "recordings_chunk_count_check" CHECK ("recordings"."chunk_count" BETWEEN 1 AND 100000),
	CONSTRAINT "recordings_audio_bytes_check" CHECK ("recordings"."audio_bytes" >= 0),
	CONSTRAINT "recordings_mime_type_check" CHECK (length("recordings"."mime_type") BETWEEN 1 AND 100),
	CONSTRAINT "recordings_laughs_check" CHECK (jsonb_typeof("recordings"."laughs") = 'array'),
	CONSTRAINT "recordings_envelope_check" CHECK (jsonb_typeof("recordings"."envelope") = 'array'),
	CONSTRAINT "recordings_envelope_frame_ms_check" CHECK ("recordings"."envelope_frame_ms" BETWEEN 10 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "recording_bits" ADD CONSTRAINT "recording_bits_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_bits" ADD CONSTRAINT "recording_bits_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_bits_joke_note_id_idx" ON "recording_bits" USING btree ("joke_note_id");--> statement-breakpoint
CREATE INDEX "recordings_user_id_started_at_idx" ON "recordings" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recordings_expires_at_idx" ON "recordings" USING btree ("expires_at") WHERE "recordings"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_performance_id_unique" ON "recordings" USING btree ("performance_id") WHERE "recordings"."performance_id" IS NOT NULL;
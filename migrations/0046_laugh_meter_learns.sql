-- The laugh meter learns (docs/decisions/050): recordings keep their applause breaks apart from
-- their laughs, and the candidate events the detector heard; every correction the comedian makes
-- is kept in laugh_meter_corrections; laugh_meter_settings says since when the meter learns (a
-- reset to the default moves it); a recording's create carries an Idempotency-Key like a joke
-- note's (recording_idempotency_keys).
CREATE TABLE "laugh_meter_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recording_id" integer NOT NULL,
	"mark" text NOT NULL,
	"change" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"from_start_ms" integer,
	"from_end_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laugh_meter_corrections_mark_check" CHECK ("laugh_meter_corrections"."mark" IN ('laugh', 'applause')),
	CONSTRAINT "laugh_meter_corrections_change_check" CHECK ("laugh_meter_corrections"."change" IN ('added', 'moved', 'removed')),
	CONSTRAINT "laugh_meter_corrections_span_check" CHECK ("laugh_meter_corrections"."start_ms" >= 0 AND "laugh_meter_corrections"."end_ms" > "laugh_meter_corrections"."start_ms")
);
--> statement-breakpoint
CREATE TABLE "laugh_meter_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"learn_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"recording_id" integer,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "recording_bits" ADD COLUMN "applause_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "applause" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "applause_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "candidates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "meter_sets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "meter_venue" text;--> statement-breakpoint
ALTER TABLE "laugh_meter_corrections" ADD CONSTRAINT "laugh_meter_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laugh_meter_corrections" ADD CONSTRAINT "laugh_meter_corrections_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laugh_meter_settings" ADD CONSTRAINT "laugh_meter_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_idempotency_keys" ADD CONSTRAINT "recording_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_idempotency_keys" ADD CONSTRAINT "recording_idempotency_keys_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laugh_meter_corrections_user_id_created_at_idx" ON "laugh_meter_corrections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "laugh_meter_corrections_recording_id_idx" ON "laugh_meter_corrections" USING btree ("recording_id");--> statement-breakpoint
CREATE INDEX "recording_idempotency_keys_created_at_idx" ON "recording_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recording_idempotency_keys_recording_id_idx" ON "recording_idempotency_keys" USING btree ("recording_id");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_applause_check" CHECK (jsonb_typeof("recordings"."applause") = 'array');--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_candidates_check" CHECK (jsonb_typeof("recordings"."candidates") = 'array');--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_meter_sets_check" CHECK ("recordings"."meter_sets" >= 0);
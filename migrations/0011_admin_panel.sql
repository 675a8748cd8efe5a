CREATE TABLE "chaos_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"interval_seconds" integer DEFAULT 60 NOT NULL,
	"started_at" timestamp with time zone,
	"last_fired_at" timestamp with time zone,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_event_id" text,
	"latency_until" timestamp with time zone,
	"dependency_fault_until" timestamp with time zone,
	CONSTRAINT "chaos_state_single_row_check" CHECK ("chaos_state"."id" = 1),
	CONSTRAINT "chaos_state_interval_check" CHECK ("chaos_state"."interval_seconds" BETWEEN 1 AND 86400)
);
--> statement-breakpoint
CREATE TABLE "error_alerts" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"last_message" text NOT NULL,
	"last_severity" text NOT NULL,
	CONSTRAINT "error_alerts_last_severity_check" CHECK ("error_alerts"."last_severity" IN ('critical', 'high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "video_upload_slots" (
	"object_path" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"declared_size" bigint NOT NULL,
	"original_filename" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "video_upload_slots" ADD CONSTRAINT "video_upload_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_alerts_pending_idx" ON "error_alerts" USING btree ("last_sent_at") WHERE "error_alerts"."pending_count" > 0;--> statement-breakpoint
CREATE INDEX "video_upload_slots_user_id_idx" ON "video_upload_slots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_upload_slots_expires_at_idx" ON "video_upload_slots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "error_logs_fingerprint_idx" ON "error_logs" USING btree ("fingerprint","created_at");
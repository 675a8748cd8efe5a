CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text NOT NULL,
	"outcome" text NOT NULL,
	"file" text,
	"bytes" bigint,
	"tables" integer,
	"rows" bigint,
	"bucket" text,
	"bucket_key" text,
	"bucket_error" text,
	"error" text,
	CONSTRAINT "backup_runs_started_by_check" CHECK ("backup_runs"."started_by" IN ('schedule', 'admin')),
	CONSTRAINT "backup_runs_outcome_check" CHECK ("backup_runs"."outcome" IN ('succeeded', 'failed'))
);

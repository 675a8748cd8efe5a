-- A backup made with `npm run db:backup` is recorded as the job's are, so the admin panel sees it.
ALTER TABLE "backup_runs" DROP CONSTRAINT "backup_runs_started_by_check";--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_started_by_check" CHECK ("backup_runs"."started_by" IN ('schedule', 'admin', 'command'));
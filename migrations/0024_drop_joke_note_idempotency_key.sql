DROP INDEX "joke_notes_user_id_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "joke_notes" DROP COLUMN "idempotency_key";
CREATE TABLE "joke_note_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"joke_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joke_note_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "joke_note_idempotency_keys" ADD CONSTRAINT "joke_note_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joke_note_idempotency_keys" ADD CONSTRAINT "joke_note_idempotency_keys_joke_note_id_joke_notes_id_fk" FOREIGN KEY ("joke_note_id") REFERENCES "public"."joke_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joke_note_idempotency_keys_created_at_idx" ON "joke_note_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "joke_note_idempotency_keys_joke_note_id_idx" ON "joke_note_idempotency_keys" USING btree ("joke_note_id");
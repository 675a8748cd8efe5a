-- Keys saved with their notes (0019) move to their own table, so a retry made before the
-- upgrade still finds its note.
INSERT INTO "joke_note_idempotency_keys" ("user_id", "key", "joke_note_id", "created_at")
SELECT "user_id", "idempotency_key", "id", "created_at" FROM "joke_notes" WHERE "idempotency_key" IS NOT NULL
ON CONFLICT DO NOTHING;

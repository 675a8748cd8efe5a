-- Recordings are a comedian's writing too: on the free tier they expire 30 days after they
-- arrive and follow the plan (0025's list).
SELECT "expire_on_free_tier"('recordings');--> statement-breakpoint

-- However a recording goes (deleted by the comedian, with the account, or by the free tier's
-- expiry), its audio objects are noted for removal from the storage driver
-- (docs/decisions/029); the recordings feature removes them and empties the list.
CREATE FUNCTION "note_recording_audio_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recording_audio_deletions" ("recording_id")
  SELECT "id" FROM gone_rows
  ON CONFLICT ("recording_id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "recordings_delete_notes_audio" AFTER DELETE ON "recordings"
  REFERENCING OLD TABLE AS gone_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "note_recording_audio_deletions"();

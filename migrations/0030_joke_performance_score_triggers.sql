-- The performances feature keeps joke_notes.performance_score and times_performed (the
-- "best performing" sort's keys) in step with performance_ratings (docs/decisions/021).
-- Only ratings from the joke owner's own performances count.
CREATE FUNCTION "refresh_joke_performance_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "joke_notes" j
  SET "performance_score" = s.score, "times_performed" = s.times
  FROM (
    SELECT ids.id,
      coalesce(round(avg(CASE r."rating" WHEN 'killed' THEN 3 WHEN 'good' THEN 2 WHEN 'ok' THEN 1 WHEN 'bombed' THEN 0 END) * 1000)::int, -1) AS score,
      count(r."id")::int AS times
    FROM (SELECT DISTINCT "joke_note_id" AS id FROM changed_rows) ids
    JOIN "joke_notes" owner ON owner."id" = ids.id
    LEFT JOIN ("performance_ratings" r JOIN "performances" p ON p."id" = r."performance_id")
      ON r."joke_note_id" = ids.id AND p."user_id" = owner."user_id"
    GROUP BY ids.id
  ) s
  WHERE j."id" = s.id AND (j."performance_score", j."times_performed") IS DISTINCT FROM (s.score, s.times);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "performance_ratings_insert_refreshes_scores" AFTER INSERT ON "performance_ratings"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_joke_performance_scores"();--> statement-breakpoint
CREATE TRIGGER "performance_ratings_delete_refreshes_scores" AFTER DELETE ON "performance_ratings"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_joke_performance_scores"();--> statement-breakpoint
-- An update may move a rating to another joke: both the jokes it left and the ones it reached.
CREATE TRIGGER "performance_ratings_update_refreshes_old_scores" AFTER UPDATE ON "performance_ratings"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_joke_performance_scores"();--> statement-breakpoint
CREATE TRIGGER "performance_ratings_update_refreshes_new_scores" AFTER UPDATE ON "performance_ratings"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_joke_performance_scores"();--> statement-breakpoint
-- The ratings logged before this migration.
UPDATE "joke_notes" j
SET "performance_score" = s.score, "times_performed" = s.times
FROM (
  SELECT r."joke_note_id" AS id,
    round(avg(CASE r."rating" WHEN 'killed' THEN 3 WHEN 'good' THEN 2 WHEN 'ok' THEN 1 WHEN 'bombed' THEN 0 END) * 1000)::int AS score,
    count(*)::int AS times
  FROM "performance_ratings" r
  JOIN "performances" p ON p."id" = r."performance_id"
  JOIN "joke_notes" owner ON owner."id" = r."joke_note_id" AND owner."user_id" = p."user_id"
  GROUP BY r."joke_note_id"
) s
WHERE j."id" = s.id;

-- The reorder no longer counts the owner's listed notes before it moves them: the UPDATE's own
-- row count says whether every listed id was one of the owner's notes, once, and when it was
-- not, the moves are undone in the function's inner block and it returns false, having changed
-- nothing (a duplicate id matches one row, so it is counted once). One pass over the listed
-- notes instead of two (docs/decisions/044).
CREATE OR REPLACE FUNCTION "reorder_joke_notes"(owner integer, note_ids integer[]) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  listed integer := coalesce(cardinality(note_ids), 0);
  top bigint;
  moved integer;
BEGIN
  PERFORM pg_advisory_xact_lock(728301, owner);
  IF listed = 0 THEN
    RETURN false;
  END IF;
  SELECT coalesce(min("sort_order"), 1)::bigint - listed - 1 INTO top FROM "joke_note_places" WHERE "user_id" = owner;
  BEGIN
    IF top + 1 < -2147483648 THEN
      UPDATE "joke_note_places" AS p SET "sort_order" = r.place
      FROM (SELECT "joke_note_id", (row_number() OVER (ORDER BY "sort_order"))::int AS place
            FROM "joke_note_places" WHERE "user_id" = owner) AS r
      WHERE p."joke_note_id" = r."joke_note_id" AND p."user_id" = owner AND p."sort_order" <> r.place;
      top := -listed;
    END IF;
    UPDATE "joke_note_places" AS p SET "sort_order" = (top + w.ord)::int
    FROM unnest(note_ids) WITH ORDINALITY AS w(id, ord)
    WHERE p."joke_note_id" = w.id AND p."user_id" = owner;
    GET DIAGNOSTICS moved = ROW_COUNT;
    IF moved <> listed THEN
      RAISE EXCEPTION 'not every listed joke note is the owner''s, once' USING ERRCODE = 'TK001';
    END IF;
  EXCEPTION WHEN SQLSTATE 'TK001' THEN
    RETURN false;
  END;
  RETURN true;
END
$$;

-- A reorder rewrites every place it moves, and each index on joke_note_places costs every moved
-- row an entry: the Joke Lab column index goes (a column in the saved order is the owner's
-- places in order, filtered by status), so a place is the row and two indexes (docs/decisions/044).
DROP INDEX "joke_note_places_status_order_idx";--> statement-breakpoint
-- Puts the listed notes first, in the given order, the owner's other notes after them in their
-- order, in one call (one round trip, one transaction): the owner's list lock (class 728301,
-- server/db/list-order-lock.ts) first, then each statement reads the list as the lock left it.
-- The listed notes take fresh places above the owner's top note, so no new place is one an old
-- row still holds (the unique place has nothing to recheck at commit). When the places above
-- the top have run out (int4), the list is first renumbered 1, 2, 3… in its order. Returns
-- false, having changed nothing, unless every listed id is one of the owner's notes, once.
CREATE FUNCTION "reorder_joke_notes"(owner integer, note_ids integer[]) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  listed integer := coalesce(cardinality(note_ids), 0);
  top bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(728301, owner);
  IF listed = 0 OR (SELECT count(*) FROM "joke_note_places" WHERE "user_id" = owner AND "joke_note_id" = ANY(note_ids)) <> listed THEN
    RETURN false;
  END IF;
  SELECT coalesce(min("sort_order"), 1)::bigint - listed - 1 INTO top FROM "joke_note_places" WHERE "user_id" = owner;
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
  RETURN true;
END
$$;

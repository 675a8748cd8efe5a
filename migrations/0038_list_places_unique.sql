-- No two rows of one ordered list share a place: a comedian's joke notes, thought categories
-- and each set's bits. The constraints are checked at commit (DEFERRABLE INITIALLY DEFERRED),
-- so one statement (or transaction) may pass through a shared place while it reorders.
-- Places already shared (written by two reorders at once before they took turns) are first
-- renumbered in the order the app shows them, so nothing moves on screen.
UPDATE "joke_notes" AS n SET "sort_order" = ranked."place"
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "sort_order", "id" DESC)::int AS "place"
    FROM "joke_notes"
    WHERE "user_id" IN (SELECT "user_id" FROM "joke_notes" GROUP BY "user_id", "sort_order" HAVING count(*) > 1)
  ) AS ranked
  WHERE n."id" = ranked."id" AND n."sort_order" IS DISTINCT FROM ranked."place";--> statement-breakpoint
UPDATE "thought_categories" AS c SET "sort_order" = ranked."place"
  FROM (
    SELECT "id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "sort_order", "id") - 1)::int AS "place"
    FROM "thought_categories"
    WHERE "user_id" IN (SELECT "user_id" FROM "thought_categories" GROUP BY "user_id", "sort_order" HAVING count(*) > 1)
  ) AS ranked
  WHERE c."id" = ranked."id" AND c."sort_order" IS DISTINCT FROM ranked."place";--> statement-breakpoint
UPDATE "set_list_items" AS i SET "position" = ranked."place"
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "set_list_id" ORDER BY "position", "id")::int AS "place"
    FROM "set_list_items"
    WHERE "set_list_id" IN (SELECT "set_list_id" FROM "set_list_items" GROUP BY "set_list_id", "position" HAVING count(*) > 1)
  ) AS ranked
  WHERE i."id" = ranked."id" AND i."position" IS DISTINCT FROM ranked."place";--> statement-breakpoint
-- The owner's notes by place; it also serves what the index on user_id alone served (an
-- account's cascade), so that one goes and a reorder writes no more index entries than before.
ALTER TABLE "joke_notes" ADD CONSTRAINT "joke_notes_user_id_sort_order_unique"
  UNIQUE ("user_id", "sort_order") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
DROP INDEX "joke_notes_user_id_idx";--> statement-breakpoint
ALTER TABLE "thought_categories" ADD CONSTRAINT "thought_categories_user_id_sort_order_unique"
  UNIQUE ("user_id", "sort_order") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "set_list_items" ADD CONSTRAINT "set_list_items_set_list_id_position_unique"
  UNIQUE ("set_list_id", "position") DEFERRABLE INITIALLY DEFERRED;

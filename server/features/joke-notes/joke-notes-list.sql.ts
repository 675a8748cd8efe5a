/**
 * The owner's notes in their saved order as one JSON array, built by PostgreSQL: Node passes
 * the text through instead of parsing 1,000 rows and serialising them again. Dates are written
 * as JavaScript's toISOString writes them, so every endpoint returns the same format.
 * Shared with bench/joke-notes, whose baseline runs the same SQL.
 */
export const LIST_JOKE_NOTES_JSON_SQL = `
  SELECT coalesce(json_agg(json_build_object(
    'id', id, 'setup', setup, 'punchlines', punchlines, 'notes', notes, 'inspiration', inspiration,
    'stage', stage, 'onStool', on_stool, 'stoolCategory', stool_category, 'sortOrder', sort_order,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY sort_order, id DESC), '[]')::text AS json
  FROM joke_notes WHERE user_id = $1`;

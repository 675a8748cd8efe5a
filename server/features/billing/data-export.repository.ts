import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Everything the comedian has written, in one statement, as plain JSON (their rows only). */
export async function exportWriting(db: Db, userId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.execute<{ export: Record<string, unknown> }>(sql`
    SELECT json_build_object(
      'jokeNotes', coalesce((SELECT json_agg(json_build_object(
          'id', id, 'setup', setup, 'punchlines', punchlines, 'notes', notes, 'inspiration', inspiration,
          'stage', stage, 'onStool', on_stool, 'stoolCategory', stool_category,
          'createdAt', created_at, 'updatedAt', updated_at, 'expiresAt', expires_at) ORDER BY sort_order, id)
        FROM joke_notes WHERE user_id = ${userId}), '[]'::json),
      'notes', coalesce((SELECT json_agg(json_build_object(
          'id', id, 'title', title, 'content', content, 'createdAt', created_at, 'updatedAt', updated_at, 'expiresAt', expires_at) ORDER BY id)
        FROM notes WHERE user_id = ${userId}), '[]'::json),
      'thoughtCategories', coalesce((SELECT json_agg(json_build_object(
          'id', id, 'name', name, 'description', description, 'color', color, 'createdAt', created_at, 'expiresAt', expires_at) ORDER BY sort_order, id)
        FROM thought_categories WHERE user_id = ${userId}), '[]'::json),
      'thoughts', coalesce((SELECT json_agg(json_build_object(
          'id', id, 'categoryId', category_id, 'content', content, 'tags', tags, 'isFavorite', is_favorite,
          'createdAt', created_at, 'expiresAt', expires_at) ORDER BY id)
        FROM thoughts WHERE user_id = ${userId}), '[]'::json)
    ) AS export`);
  return rows[0]?.export ?? {};
}

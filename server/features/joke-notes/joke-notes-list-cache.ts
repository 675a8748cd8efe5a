import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { LIST_JOKE_NOTES_JSON_SQL } from "./joke-note-json.sql";

/** A list as sent: its JSON bytes and an ETag made from them. */
export interface ListResponse {
  body: Buffer;
  etag: string;
}

interface Entry extends ListResponse {
  version: string;
}

export interface JokeNoteListCache {
  /** The owner's list, from the cache while their list version is unchanged. */
  get(userId: number): Promise<ListResponse>;
}

const VERSION_SQL = `SELECT version::text FROM joke_note_list_versions WHERE user_id = $1`;

/** The list and the version it belongs to, read in one statement (so from one snapshot). */
const LIST_WITH_VERSION_SQL = `
  SELECT (SELECT version::text FROM joke_note_list_versions WHERE user_id = $1) AS version, list.json
  FROM (${LIST_JOKE_NOTES_JSON_SQL}) AS list`;

const toResponse = (json: string): ListResponse => {
  const body = Buffer.from(json);
  const hash = createHash("sha1").update(body).digest("base64url");
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
};

/**
 * Each owner's serialised list, kept until their version (raised by triggers in the same
 * transaction as any change to their notes, whichever server made it) moves on. A request
 * costs one primary-key lookup while nothing changed. Bounded by `maxBytes`; 0 turns it off.
 */
export function createJokeNoteListCache(pool: pg.Pool, maxBytes: number): JokeNoteListCache {
  const entries =
    maxBytes > 0
      ? new LRUCache<number, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) })
      : null;

  return {
    async get(userId) {
      const cached = entries?.get(userId);
      if (cached) {
        const { rows } = await pool.query<{ version: string }>(VERSION_SQL, [userId]);
        if (rows[0]?.version === cached.version) return cached;
      }
      const { rows } = await pool.query<{ version: string | null; json: string }>(LIST_WITH_VERSION_SQL, [userId]);
      const row = rows[0];
      const response = toResponse(row?.json ?? "[]");
      // No version yet means no trigger has seen this owner: nothing to check a copy against.
      if (entries && row?.version) entries.set(userId, { ...response, version: row.version });
      else entries?.delete(userId);
      return response;
    },
  };
}

import type { SortOption } from "@shared/joke-notes/list-rules";
import { ID_MAX } from "@shared/validation/id";
import { cleanText } from "@shared/validation/user-text";

export interface PageKey {
  key: string;
  id: number;
}

/** What a sort's key may look like: an int4 place, microseconds since the epoch, setup text, or score:times:microseconds. */
const KEY_RULES: Record<SortOption, (key: string) => boolean> = {
  newest: (key) => /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= ID_MAX,
  oldest: (key) => /^-?\d{1,17}$/.test(key),
  updated: (key) => /^-?\d{1,17}$/.test(key),
  setup: (key) => Array.from(key).length <= 200 && cleanText(key) === key,
  best: (key) => /^-?\d{1,4}:\d{1,10}:-?\d{1,17}$/.test(key) && Number(key.split(":")[1]) <= ID_MAX,
};

/** An opaque cursor: the sort it belongs to and where its page ended. */
export function encodeCursor(sort: SortOption, at: PageKey): string {
  return Buffer.from(JSON.stringify([sort, at.key, at.id])).toString("base64url");
}

/** The place a cursor names, or null when it was not made by encodeCursor for this sort. */
export function decodeCursor(sort: SortOption, cursor: string): PageKey | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [cursorSort, key, id] = value as unknown[];
  if (cursorSort !== sort || typeof key !== "string" || !KEY_RULES[sort](key)) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > ID_MAX) return null;
  return { key, id };
}

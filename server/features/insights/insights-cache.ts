import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** An insights answer as sent: its JSON bytes and an ETag made from them. */
export interface InsightsAnswer {
  body: Buffer;
  etag: string;
}

/** An answer kept with what it was read at: the comedian's insights version, and their today. */
export interface KeptInsights extends InsightsAnswer {
  version: number;
  today: string;
}

export interface InsightsCache {
  get(key: string): KeptInsights | undefined;
  set(key: string, kept: KeptInsights): void;
}

/** The key of one comedian's answer for one range in one zone. */
export const insightsKey = (userId: number, range: string, tz: string): string => `${userId} ${range} ${tz}`;

export function insightsAnswer(json: string): InsightsAnswer {
  const body = Buffer.from(json);
  const hash = createHash("sha1").update(body).digest("base64url");
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/** Serialised answers, least recently used out first past `maxBytes`; 0 keeps none. */
export function createInsightsCache(maxBytes: number): InsightsCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => undefined };
  const entries = new LRUCache<string, KeptInsights>({ maxSize: maxBytes, sizeCalculation: (kept) => Math.max(1, kept.body.length) });
  return {
    get: (key) => entries.get(key),
    set: (key, kept) => {
      entries.set(key, kept);
    },
  };
}

import { allStatusClasses, type StatusClass } from "./stages";

/**
 * The query string for a page or the counts, as the client sends it. Kept apart from the
 * request schemas in `list-page.ts` so the screens that only read pages load no zod.
 */
export function listQueryString(params: { sort?: string; q?: string; status?: readonly StatusClass[]; cursor?: string | null; limit?: number }): string {
  const search = new URLSearchParams();
  if (params.sort) search.set("sort", params.sort);
  if (params.q?.trim()) search.set("q", params.q.trim());
  if (params.status && params.status.length < allStatusClasses.length) search.set("status", params.status.join(","));
  if (params.cursor) search.set("cursor", params.cursor);
  if (params.limit) search.set("limit", String(params.limit));
  const text = search.toString();
  return text ? `?${text}` : "";
}

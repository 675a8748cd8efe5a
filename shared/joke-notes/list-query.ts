import { allStatusClasses, type StatusClass } from "./stages";

interface ListParams<S extends string> {
  sort?: S;
  q?: string;
  status?: readonly StatusClass[];
  cursor?: string | null;
  limit?: number;
}

/**
 * The query of a page or the counts, as the client sends it: only what narrows the list, in
 * this order (so the same view is always the same URL, one entry in every cache). Kept apart
 * from the request schemas in `list-page.ts` so the screens that only read pages load no zod.
 */
export function listQuery<S extends string>(params: ListParams<S>): { sort?: S; q?: string; status?: string; cursor?: string; limit?: string } {
  const q = params.q?.trim();
  return {
    ...(params.sort ? { sort: params.sort } : {}),
    ...(q ? { q } : {}),
    ...(params.status && params.status.length < allStatusClasses.length ? { status: params.status.join(",") } : {}),
    ...(params.cursor ? { cursor: params.cursor } : {}),
    ...(params.limit ? { limit: String(params.limit) } : {}),
  };
}

/** The same query as a query string (`?…`, or empty). */
export function listQueryString(params: ListParams<string>): string {
  const text = new URLSearchParams(listQuery(params)).toString();
  return text ? `?${text}` : "";
}

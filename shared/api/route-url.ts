import type { ApiRoute, BodyIn, ParamsIn, PathParamNames, QueryIn } from "./route";

/** The params of a call of route R (none when its path has none). */
export type ParamsPart<R extends ApiRoute> = [PathParamNames<R["path"]>] extends [never] ? unknown : { params: ParamsIn<R> };
/** The query of a call of route R, when it takes one. */
export type QueryPart<R extends ApiRoute> = "query" extends keyof R ? { query?: QueryIn<R> } : unknown;

/** What a call of route R needs: its path's params, its query and its body, as R declares them. */
export type CallParts<R extends ApiRoute> = ParamsPart<R> & QueryPart<R> & ("body" extends keyof R ? { body: BodyIn<R> } : unknown);

/** Any call's parts, untyped: what the fetchers read. */
export interface LooseParts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `/api/set-lists/:id` with `{ id: 7 }` → `/api/set-lists/7`, plus the query string. */
export function routeUrl(path: string, { params = {}, query }: LooseParts): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

import type { ApiRoute } from "@shared/api/route";
import type { ParamsPart, QueryPart } from "@shared/api/route-url";
import type { RouteRef } from "./endpoint";

/** What a key of route R names: its path's params and its query, as R declares them. */
export type KeyParts<R extends ApiRoute> = ParamsPart<R> & QueryPart<R>;

interface LooseKeyParts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/**
 * The cache key of a read, built from its contract route (an endpoint of data/<resource>/):
 * the path up to its first param, then each param's value and each later segment, then the
 * query (its defined fields) when there is one.
 *
 *   queryKeyOf(getJokeNotes)                          → ["/api/joke-notes"]
 *   queryKeyOf(getJokeNote, { params: { id: 7 } })   → ["/api/joke-notes", 7]
 *   queryKeyOf(getJokePerformances, { params: { id: 7 } }) → ["/api/joke-notes", 7, "performances"]
 *   queryKeyOf(getInsights, { query: { range, tz } }) → ["/api/insights", { range, tz }]
 *
 * So a key is a prefix of the keys below it on the same path: invalidating the list's key
 * (without `exact`) reaches every note's too, as TanStack Query matches keys by prefix.
 * A route whose path starts with a param has no prefix, and needs none here.
 */
export function queryKeyOf<R extends ApiRoute>(route: RouteRef<R>, ...[parts]: KeyArgs<R>): readonly unknown[] {
  const { params = {}, query }: LooseKeyParts = parts ?? {};
  const segments = route.path.split("/");
  const firstParam = segments.findIndex((segment) => segment.startsWith(":"));
  const key: unknown[] = [firstParam === -1 ? route.path : segments.slice(0, firstParam).join("/")];
  if (firstParam !== -1) {
    for (const segment of segments.slice(firstParam)) {
      if (!segment.startsWith(":")) {
        key.push(segment);
        continue;
      }
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${route.path} needs its ${segment.slice(1)}`);
      key.push(value);
    }
  }
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (defined.length > 0) key.push(Object.fromEntries(defined));
  return key;
}

type KeyArgs<R extends ApiRoute> = object extends KeyParts<R> ? [parts?: KeyParts<R>] : [parts: KeyParts<R>];

/**
 * Whether a cached key is one of route R's, whatever its params and query: for invalidating
 * every note's copy of a read (`predicate: (q) => isKeyOf(getJokePerformances, q.queryKey)`).
 */
export function isKeyOf<R extends ApiRoute>(route: RouteRef<R>, key: readonly unknown[]): boolean {
  const params = Object.fromEntries(
    route.path
      .split("/")
      .filter((segment) => segment.startsWith(":"))
      .map((segment) => [segment.slice(1), "*"]),
  );
  const template = queryKeyOf(route as RouteRef<ApiRoute>, { params } as never);
  const fixed = (part: unknown) => typeof part === "string" && part !== "*";
  if (key.length < template.length || key.length > template.length + 1) return false;
  return template.every((part, i) => !fixed(part) || key[i] === part);
}

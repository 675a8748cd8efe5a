import type { Answer, AnswerAt, ApiRoute } from "@shared/api/route";
import { routeUrl, type CallParts, type LooseParts } from "@shared/api/route-url";
import { ApiError } from "./api-error";
import { apiRequest } from "./api-request";

export { routeUrl };

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The contract route a client function calls: its method and path, as the contract declares
 * them (checked at compile time). Query keys are built from it (see query-key.ts), so a key
 * is never a URL written by hand. `route` is there for its type only.
 */
export interface RouteRef<R extends ApiRoute> {
  readonly method: R["method"];
  readonly path: R["path"];
  readonly route?: R;
}

type CallArgs<R extends ApiRoute> = keyof CallParts<R> extends never
  ? [parts?: CallParts<R>, options?: CallOptions]
  : [parts: CallParts<R>, options?: CallOptions];

/**
 * The client's side of one contract route: a function taking the route's params, query and
 * body, answering what the route answers. R is imported as a type only, so no schema reaches
 * the browser; the method and path are checked against R's at compile time. This is the one
 * place an answer's JSON takes its declared type (the server's tests check every answer
 * against the same contract). A raw answer (a file) comes back as the Response itself.
 */
export function endpoint<R extends ApiRoute>(method: R["method"], path: R["path"]) {
  const call = async (...[parts, options = {}]: CallArgs<R>): Promise<Answer<R>> => {
    const loose: LooseParts = parts ?? {};
    const res = await apiRequest(method, routeUrl(path, loose), loose.body, options);
    return readAnswer<Answer<R>>(res);
  };
  const route: RouteRef<R> = { method, path };
  return Object.assign(call, route);
}

/** An answer with the ETag its header carried (null when it had none). */
export interface Tagged<T> {
  answer: T;
  etag: string | null;
}

/** Like `endpoint`, answering the route's JSON together with its ETag header. */
export function taggedEndpoint<R extends ApiRoute>(method: R["method"], path: R["path"]) {
  const call = async (...[parts, options = {}]: CallArgs<R>): Promise<Tagged<Answer<R>>> => {
    const loose: LooseParts = parts ?? {};
    const res = await apiRequest(method, routeUrl(path, loose), loose.body, options);
    return { answer: await readAnswer<Answer<R>>(res), etag: res.headers.get("ETag") };
  };
  const route: RouteRef<R> = { method, path };
  return Object.assign(call, route);
}

/**
 * A refusal route R declares with status S: its body, typed as R declares it, and the ETag it
 * carried. Undefined for any other error (another status, a network failure, a body that is not JSON).
 */
export function declaredRefusal<R extends ApiRoute, S extends keyof R["responses"] & number>(
  error: unknown,
  status: S,
): Tagged<AnswerAt<R, S>> | undefined {
  if (!(error instanceof ApiError) || error.status !== status) return undefined;
  try {
    return { answer: JSON.parse(error.body) as AnswerAt<R, S>, etag: error.etag ?? null };
  } catch {
    return undefined;
  }
}

async function readAnswer<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  if (!(res.headers.get("Content-Type") ?? "").includes("application/json")) return res as T;
  const answer: unknown = await res.json();
  return answer as T;
}

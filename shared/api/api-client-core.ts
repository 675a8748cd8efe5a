// The part of the typed test clients (server/test/api-client.ts for supertest, e2e/api-client.ts
// for Playwright's request) that does not depend on how a request is sent: a test names the
// route (`api.jokeNotes.update`) and gets its params, query, body and answer typed by the contract.
import { apiRoutes } from "./index";
import { isRawContent, type Answer, type AnswerAt, type ApiRoute, type BodyIn, type RawContent } from "./route";
import { routeUrl, type LooseParts, type ParamsPart, type QueryPart } from "./route-url";

export type Routes = typeof apiRoutes;

/** The body of an error answer, as the error middleware sends it. */
export interface ErrorAnswer {
  message: string;
  errors?: { path: string; message: string }[];
  requestId?: string;
  [more: string]: unknown;
}

/** What a route answers with status S: the body it declares for S (with the message), else an error answer. */
export type RefusalAt<R extends ApiRoute, S extends number> = S extends keyof R["responses"] ? AnswerAt<R, S> & ErrorAnswer : ErrorAnswer;

/**
 * Input the contract would not let a test write, for tests of refusals (wrong types, missing
 * fields, NUL bytes, 1 MB strings): it replaces the call's body or query as given.
 */
export interface Unchecked {
  body?: unknown;
  query?: Record<string, unknown>;
}

/**
 * A route's body in a test: the body it declares, or (for a refusal) only `unchecked.body`; a raw
 * route's body is the bytes (or text) as sent, and their type unless it is the route's.
 */
type TestBodyPart<R extends ApiRoute> = "body" extends keyof R
  ? R["body"] extends RawContent
    ? { body: Uint8Array | string; contentType?: string }
    : { body: BodyIn<R> } | { body?: never; unchecked: Unchecked & { body: unknown } }
  : unknown;

/** A test call's parts: the route's params, query and body, request headers, and deliberately wrong input. */
export type TestCallParts<R extends ApiRoute> = ParamsPart<R> &
  QueryPart<R> &
  TestBodyPart<R> & { headers?: Record<string, string>; unchecked?: Unchecked };

type Required<R extends ApiRoute> = keyof (ParamsPart<R> & TestBodyPart<R>);
/** The arguments of a route's call: its parts, optional when it needs none (a query is never needed). */
export type TestCallArgs<R extends ApiRoute> = [Required<R>] extends [never] ? [parts?: TestCallParts<R>] : [parts: TestCallParts<R>];

/** One request, ready to send. */
export interface PreparedRequest {
  method: ApiRoute["method"];
  url: string;
  /** `json`: the body as JSON; `form`: url-encoded (a signed webhook); `raw`: bytes or text as they are. */
  encoding: "json" | "form" | "raw" | "none";
  body: unknown;
  headers: Record<string, string>;
}

type LooseTestParts = LooseParts & { headers?: Record<string, string>; unchecked?: Unchecked; contentType?: string };

/** What a test call sends, from its route and parts. */
export function prepare(route: ApiRoute, parts: unknown): PreparedRequest {
  const loose = (parts ?? {}) as LooseTestParts;
  const query = loose.unchecked?.query ?? loose.query;
  const body = loose.unchecked && "body" in loose.unchecked ? loose.unchecked.body : loose.body;
  const raw = isRawContent(route.body);
  const encoding = body === undefined ? "none" : raw ? "raw" : route.bodyEncoding === "application/x-www-form-urlencoded" ? "form" : "json";
  // A raw route's own type is the default, unless it names a family ("audio/*"): then the test says which.
  const contentType = loose.contentType ?? (raw && !(route.body).raw.includes("*") ? (route.body).raw : undefined);
  const headers = { ...(raw && body !== undefined && contentType ? { "Content-Type": contentType } : {}), ...loose.headers };
  return { method: route.method, url: routeUrl(route.path, { params: loose.params, query }), encoding, body, headers };
}

/** Says what a call answered when it was not what the test expected. */
export function unexpected(request: Pick<PreparedRequest, "method" | "url">, status: number, expected: string, body: unknown): Error {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Error(`${request.method} ${request.url} answered ${status}, expected ${expected}: ${text?.slice(0, 2000)}`);
}

/** Every route bound to `call` (the route and the call's parts), by resource and route name. */
export function bindRoutes(call: (route: ApiRoute, parts: unknown) => unknown): unknown {
  return Object.fromEntries(
    Object.entries(apiRoutes).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, (parts?: unknown) => call(route as ApiRoute, parts)])),
    ]),
  );
}

export type { Answer };

// The typed test client over Playwright's request context: a test names the route and gets its
// parts and its answer typed by the contract, instead of writing paths and casting answers.
//
//   const api = apiClient(page.request);
//   const note = await api.jokeNotes.create({ body: { setup: "Airline food" } }).answer();
//   const res = await api.jokeNotes.get({ params: { id: note.id } }); // Playwright's APIResponse
import type { APIRequestContext, APIResponse, Request, Response } from "@playwright/test";
import type { ApiRoute } from "@shared/api/route";
import { bindRoutes, prepare, unexpected, type Answer, type RefusalAt, type Routes, type TestCallArgs } from "@shared/api/api-client-core";
import { routeUrl, type LooseParts } from "@shared/api/route-url";
import { e2ePorts } from "./ports";

/** A request of route R: awaiting it gives Playwright's response; two typed endings read its body. */
export interface ApiCall<R extends ApiRoute> extends PromiseLike<APIResponse> {
  /** The body of its 2xx answer, typed as the route declares; any other status fails the test, saying what came back. */
  answer(): Promise<Answer<R>>;
  /** The body of its `status` answer (the route's declared body for that status, or an error answer); any other status fails the test. */
  refused<S extends number>(status: S): Promise<RefusalAt<R, S>>;
}

export type ApiClient = {
  [G in keyof Routes]: { [K in keyof Routes[G]]: Routes[G][K] extends ApiRoute ? (...args: TestCallArgs<Routes[G][K]>) => ApiCall<Routes[G][K]> : never };
};

const appOrigin = () => `http://127.0.0.1:${e2ePorts().app}`;

async function bodyOf(res: APIResponse): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The contract's routes, each sent through `context` (a page's request context shares its
 * cookies). Writes name the site in `Origin`, as the browser's own writes do (the app refuses a
 * write that carries the session cookie without it). `origin` sends them to another instance of
 * the app (the one without SMS, the one whose database can be cut) instead of the main one.
 */
export function apiClient(context: APIRequestContext, { origin }: { origin?: string } = {}): ApiClient {
  return bindRoutes((route, parts) => {
    const request = prepare(route, parts);
    const headers = { ...(request.method === "GET" ? {} : { Origin: origin ?? appOrigin() }), ...request.headers };
    const sent = context.fetch(origin ? `${origin}${request.url}` : request.url, {
      method: request.method,
      headers,
      ...(request.encoding === "json" ? { data: request.body } : {}),
      ...(request.encoding === "form" ? { form: request.body as Record<string, string> } : {}),
      ...(request.encoding === "raw" ? { data: typeof request.body === "string" ? request.body : Buffer.from(request.body as Uint8Array) } : {}),
    });
    const call: ApiCall<ApiRoute> = {
      then: (onFulfilled, onRejected) => sent.then(onFulfilled, onRejected),
      async answer() {
        const res = await sent;
        if (!res.ok()) throw unexpected(request, res.status(), "2xx", await bodyOf(res));
        return (await bodyOf(res));
      },
      async refused(status) {
        const res = await sent;
        if (res.status() !== status) throw unexpected(request, res.status(), String(status), await bodyOf(res));
        return (await bodyOf(res)) as never;
      },
    };
    return call;
  }) as ApiClient;
}

/**
 * The address of a call of `route` (its path, params filled in, and query), for a link the page
 * should show (`toHaveAttribute("href", apiUrl(apiRoutes.material.export))`) or a request to wait for.
 */
export function apiUrl(route: ApiRoute, parts: Pick<LooseParts, "params" | "query"> = {}): string {
  return routeUrl(route.path, parts);
}

/**
 * Whether a request the page made (or its response) is a call of `route`: the route's method and
 * path, with `params` when given (else any value in their place), and every `query` pair given.
 */
export function isCallOf(message: Request | Response, route: ApiRoute, parts: Pick<LooseParts, "params" | "query"> = {}): boolean {
  const request = "request" in message ? message.request() : message;
  if (request.method() !== route.method) return false;
  const url = new URL(request.url());
  const pattern = route.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const value = parts.params?.[segment.slice(1)];
      return value === undefined ? "[^/]+" : encodeURIComponent(String(value));
    })
    .join("/");
  if (!new RegExp(`^${pattern}$`).test(url.pathname)) return false;
  return Object.entries(parts.query ?? {}).every(([key, value]) => url.searchParams.get(key) === String(value));
}

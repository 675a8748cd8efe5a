import type { APIRequestContext } from "@playwright/test";
import { e2ePorts } from "./ports";

type Options = NonNullable<Parameters<APIRequestContext["post"]>[1]>;

const appBase = () => `http://127.0.0.1:${e2ePorts().app}`;

/**
 * An API request context whose writes name the site in `Origin`, as the browser's own writes
 * do: the app refuses a write that carries the session cookie without it.
 */
export function asBrowser(context: APIRequestContext) {
  const withOrigin = (url: string, options: Options = {}): Options => ({
    ...options,
    headers: { Origin: new URL(url, appBase()).origin, ...options.headers },
  });
  return {
    post: (url: string, options?: Options) => context.post(url, withOrigin(url, options)),
    put: (url: string, options?: Options) => context.put(url, withOrigin(url, options)),
    patch: (url: string, options?: Options) => context.patch(url, withOrigin(url, options)),
    delete: (url: string, options?: Options) => context.delete(url, withOrigin(url, options)),
  };
}

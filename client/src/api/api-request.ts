import { toApiError } from "./api-error";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The one way the client talks to the API: JSON in (or a Blob, such as a chosen file, sent
 * as it is with its own type), cookies always sent. A non-OK answer throws an `ApiError`; a
 * network failure throws fetch's TypeError.
 */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  { signal, headers }: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const blob = body instanceof Blob;
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined || blob ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : blob ? body : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (!res.ok) throw toApiError(res.status, res.statusText, await res.text(), res.headers.get("ETag") ?? undefined);
  return res;
}

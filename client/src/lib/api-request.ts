import { toApiError } from "./api-error";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The one way the client talks to the API: JSON in, cookies always sent. A non-OK answer
 * throws an `ApiError`; a network failure throws fetch's TypeError.
 */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (!res.ok) throw toApiError(res.status, res.statusText, await res.text());
  return res;
}

/** A GET whose JSON answer is trusted to have the endpoint's declared shape. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest("GET", url, undefined, { signal });
  return (await res.json()) as T;
}

import { reportReached, reportUnreachable } from "@/lib/server-reachability";
import { toApiError } from "./api-error";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The one way the client talks to the API: JSON in (or a Blob, such as a chosen file, sent
 * as it is with its own type), cookies always sent. A non-OK answer throws an `ApiError`; a
 * network failure throws fetch's TypeError. Each outcome says whether the server was reached.
 */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  { signal, headers }: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const blob = body instanceof Blob;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { ...(body === undefined || blob ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : blob ? body : JSON.stringify(body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    if (error instanceof TypeError) reportUnreachable();
    throw error;
  }
  if (res.status === 503) reportUnreachable();
  else reportReached();
  if (!res.ok) throw toApiError(res.status, res.statusText, await res.text(), res.headers.get("ETag") ?? undefined);
  return res;
}

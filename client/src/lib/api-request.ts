type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Non-OK responses become `Error("<status>: <body text or status text>")`. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

/** The one way the client talks to the API: JSON in, cookies always sent. */
export async function apiRequest(method: Method, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { throwIfNotOk } from "./api-request";

/** `["/api/comedy-shows", { location: "X" }]` → `/api/comedy-shows?location=X`; string parts join with "/". */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const parts = queryKey.filter((part): part is string | number => typeof part === "string" || typeof part === "number");
  const params = queryKey.find(
    (part): part is Record<string, string> => typeof part === "object" && part !== null && !Array.isArray(part),
  );
  const path = parts.join("/");
  if (!params) return path;
  const search = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return search ? `${path}?${search}` : path;
}

type On401 = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});

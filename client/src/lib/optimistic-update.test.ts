import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { optimisticUpdate, type OptimisticUpdate } from "./optimistic-update";

interface Row {
  id: number;
  label: string;
}

const KEY = ["/api/rows"];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the query client's pending promise callbacks and batched notifications run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

let queryClient: QueryClient;
let server: Row[];
let fetches: number;
let stopObserving: () => void;

beforeEach(async () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  server = [
    { id: 1, label: "one" },
    { id: 2, label: "two" },
  ];
  fetches = 0;
  // An observed query, as a mounted list would be: invalidation refetches it.
  const observer = new QueryObserver<Row[]>(queryClient, {
    queryKey: KEY,
    queryFn: () => {
      fetches += 1;
      return Promise.resolve(structuredClone(server));
    },
  });
  stopObserving = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toEqual(server));
});

afterEach(() => {
  stopObserving();
  queryClient.clear();
});

const rows = () => queryClient.getQueryData<Row[]>(KEY);

/** A rename whose server call the test answers by hand. */
function rename(options: Partial<OptimisticUpdate<Row[], Row, Row>> = {}) {
  const calls: { input: Row; answer: ReturnType<typeof deferred<Row>> }[] = [];
  const observer = new MutationObserver(queryClient, {
    mutationFn: (input: Row) => {
      const answer = deferred<Row>();
      calls.push({ input, answer });
      return answer.promise;
    },
    ...optimisticUpdate<Row[], Row, Row>(queryClient, {
      queryKey: KEY,
      apply: (data, input) => data.map((row) => (row.id === input.id ? input : row)),
      ...options,
    }),
  });
  return { calls, mutate: (input: Row) => observer.mutate(input).catch(() => undefined) };
}

describe("optimisticUpdate", () => {
  it("shows the change at once, puts in the server's answer, then refetches", async () => {
    const onSuccess = vi.fn();
    const { calls, mutate } = rename({
      settle: (data, saved) => data.map((row) => (row.id === saved.id ? saved : row)),
      onSuccess,
    });
    const done = mutate({ id: 2, label: "TWO?" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(rows()).toEqual([{ id: 1, label: "one" }, { id: 2, label: "TWO?" }]);

    server = [{ id: 1, label: "one" }, { id: 2, label: "TWO!" }];
    calls[0]!.answer.resolve({ id: 2, label: "TWO (saved)" });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ id: 2, label: "TWO (saved)" }, { id: 2, label: "TWO?" }));
    await done;
    expect(fetches).toBe(2);
    expect(rows()).toEqual(server);
  });

  it("restores the snapshot when the server refuses, tells the caller, and refetches", async () => {
    const onError = vi.fn();
    const { calls, mutate } = rename({ onError });
    const done = mutate({ id: 1, label: "nope" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(rows()?.[0]?.label).toBe("nope");

    calls[0]!.answer.reject(new Error("Setup is required"));
    await done;
    expect(rows()).toEqual(server);
    expect(onError).toHaveBeenCalledWith(new Error("Setup is required"), { id: 1, label: "nope" });
    expect(fetches).toBe(2);
  });

  it("cancels a fetch in flight so its stale answer cannot land on the optimistic state", async () => {
    const slow = deferred<Row[]>();
    const { calls, mutate } = rename();
    void queryClient.fetchQuery({ queryKey: KEY, queryFn: () => slow.promise, staleTime: 0 });
    const done = mutate({ id: 1, label: "mine" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    slow.resolve([{ id: 1, label: "stale" }]);
    await flush();
    expect(rows()?.[0]?.label).toBe("mine");
    calls[0]!.answer.resolve({ id: 1, label: "mine" });
    await done;
  });

  it("waits for the last of several mutations before refetching, and rolls back only the failed one's part", async () => {
    const { calls, mutate } = rename({
      restore: (current, snapshot, input) =>
        current.map((row) => (row.id === input.id ? (snapshot.find((s) => s.id === input.id) ?? row) : row)),
    });
    const first = mutate({ id: 1, label: "first" });
    const second = mutate({ id: 2, label: "second" });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(rows()).toEqual([{ id: 1, label: "first" }, { id: 2, label: "second" }]);

    calls[0]!.answer.reject(new Error("no"));
    await first;
    // The first is undone; the second's guess stays, and nothing refetched over it.
    expect(rows()).toEqual([{ id: 1, label: "one" }, { id: 2, label: "second" }]);
    expect(fetches).toBe(1);

    server = [{ id: 1, label: "one" }, { id: 2, label: "second" }];
    calls[1]!.answer.resolve({ id: 2, label: "second" });
    await second;
    expect(fetches).toBe(2);
    expect(rows()).toEqual(server);
  });

  it("leaves an empty cache alone", async () => {
    queryClient.removeQueries({ queryKey: KEY });
    const { calls, mutate } = rename();
    const done = mutate({ id: 1, label: "x" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(rows()).toBeUndefined();
    calls[0]!.answer.reject(new Error("no"));
    await done;
    expect(rows()).toBeUndefined();
  });
});

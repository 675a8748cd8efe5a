import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNotePage } from "@shared/joke-notes/list-page";
import { listQuery } from "@shared/joke-notes/list-query";
import { queryKeyOf } from "../http/query-key";
import { getJokeNote, getJokeNoteCounts, getJokeNotePage } from "./endpoints";
import { editList, editPages, type ListView, type NoteEdit } from "./cache-edits";
import { JOKE_NOTES_KEY } from "./queries";
import { KEPT_FOR_OFFLINE } from "@/lib/offline-api-cache";

/**
 * Pages of the list, one cache per view; counts per search. The view (not the query sent,
 * which leaves out what is the default) follows the route's key, and is read back from it.
 */
export const JOKE_NOTE_PAGES_KEY = queryKeyOf(getJokeNotePage);
export const JOKE_NOTE_COUNTS_KEY = queryKeyOf(getJokeNoteCounts);

const viewKey = (view: ListView) => ({ sort: view.sort, q: view.q?.trim() ?? "", statuses: view.statuses ?? null });

export const jokeNotePagesQueryOptions = (view: ListView) =>
  infiniteQueryOptions({
    queryKey: [...JOKE_NOTE_PAGES_KEY, viewKey(view)],
    queryFn: ({ pageParam, signal }) =>
      getJokeNotePage({ query: listQuery({ sort: view.sort, q: view.q, status: view.statuses, cursor: pageParam }) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    networkMode: KEPT_FOR_OFFLINE,
  });

export const jokeNoteCountsQueryOptions = (q = "") =>
  queryOptions({
    queryKey: [...JOKE_NOTE_COUNTS_KEY, q.trim()],
    queryFn: ({ signal }) => getJokeNoteCounts({ query: listQuery({ q }) }, { signal }),
    networkMode: KEPT_FOR_OFFLINE,
  });

export const jokeNoteQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeyOf(getJokeNote, { params: { id } }), queryFn: ({ signal }) => getJokeNote({ params: { id } }, { signal }) });

type Pages = InfiniteData<JokeNotePage, string | null>;

const viewOf = (key: QueryKey): ListView => {
  const view = key[1] as ReturnType<typeof viewKey>;
  return { sort: view.sort, q: view.q || undefined, statuses: view.statuses ?? undefined };
};

/**
 * One change to the comedian's notes, made in every cached list (the whole file and each
 * page view) without fetching them again; only the small counts are read afresh.
 */
export function applyNoteEdit(queryClient: QueryClient, edit: NoteEdit, { refreshCounts = true } = {}): void {
  queryClient.setQueryData<JokeNote[]>(JOKE_NOTES_KEY, (notes) => notes && editList(notes, edit, { sort: "newest" }, true));
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: JOKE_NOTE_PAGES_KEY })) {
    if (data) queryClient.setQueryData<Pages>(key, editPages(data, edit, viewOf(key)));
  }
  const single = (id: number) => jokeNoteQueryOptions(id).queryKey;
  if (edit.kind === "removed") queryClient.removeQueries({ queryKey: single(edit.id), exact: true });
  else if ((edit.kind === "saved" || edit.kind === "placed") && queryClient.getQueryData(single(edit.note.id))) {
    queryClient.setQueryData(single(edit.note.id), edit.note);
  }
  if (refreshCounts) void queryClient.invalidateQueries({ queryKey: JOKE_NOTE_COUNTS_KEY });
}

/** Every cached list as it is now, to put back if a change fails. */
export async function snapshotNoteCaches(queryClient: QueryClient): Promise<[QueryKey, unknown][]> {
  await queryClient.cancelQueries({ queryKey: JOKE_NOTES_KEY, exact: true });
  await queryClient.cancelQueries({ queryKey: JOKE_NOTE_PAGES_KEY });
  return [
    ...queryClient.getQueriesData({ queryKey: JOKE_NOTES_KEY, exact: true }),
    ...queryClient.getQueriesData({ queryKey: JOKE_NOTE_PAGES_KEY }),
  ];
}

/** Puts the lists back as they were, then reads them from the server (the server's copy wins). */
export async function restoreNoteCaches(queryClient: QueryClient, snapshot: [QueryKey, unknown][] | undefined): Promise<void> {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: JOKE_NOTE_PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: JOKE_NOTE_COUNTS_KEY }),
  ]);
}

/** After a change made elsewhere (a note from an idea or a thought): every list is read again when next shown. */
export async function invalidateNoteCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: JOKE_NOTE_PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: JOKE_NOTE_COUNTS_KEY }),
  ]);
}

/** The note with `id` as some cached list holds it. */
export function findCachedNote(queryClient: QueryClient, id: number): JokeNote | undefined {
  const inList = queryClient.getQueryData<JokeNote[]>(JOKE_NOTES_KEY)?.find((note) => note.id === id);
  if (inList) return inList;
  for (const [, data] of queryClient.getQueriesData<Pages>({ queryKey: JOKE_NOTE_PAGES_KEY })) {
    const found = data?.pages.flatMap((page) => page.notes).find((note) => note.id === id);
    if (found) return found;
  }
  return queryClient.getQueryData<JokeNote>(jokeNoteQueryOptions(id).queryKey);
}

interface NoteCacheMutation<TResult, TVariables> {
  /** The change to show at once, if any. */
  optimistic?: (variables: TVariables) => NoteEdit | undefined;
  /** The change the server's answer makes. */
  settled: (result: TResult, variables: TVariables) => NoteEdit;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The write pattern for joke notes, spread into `useMutation`: the change shows at once in
 * every cached list, the server's answer takes its place, and nothing is fetched again but
 * the counts. A failure puts every list back and reads them from the server.
 */
export function noteCacheMutation<TResult, TVariables>(
  queryClient: QueryClient,
  { optimistic, settled, onSuccess, onError }: NoteCacheMutation<TResult, TVariables>,
) {
  return {
    mutationKey: JOKE_NOTES_KEY,
    onMutate: async (variables: TVariables) => {
      const snapshot = await snapshotNoteCaches(queryClient);
      const edit = optimistic?.(variables);
      if (edit) applyNoteEdit(queryClient, edit, { refreshCounts: false });
      return { snapshot };
    },
    onSuccess: (result: TResult, variables: TVariables) => {
      applyNoteEdit(queryClient, settled(result, variables));
      onSuccess?.(result, variables);
    },
    onError: async (error: Error, variables: TVariables, context: { snapshot: [QueryKey, unknown][] } | undefined) => {
      onError?.(error, variables);
      await restoreNoteCaches(queryClient, context?.snapshot);
    },
  };
}

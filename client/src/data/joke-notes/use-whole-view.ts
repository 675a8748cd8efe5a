import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { ListView } from "./cache-edits";
import { jokeNotePagesQueryOptions } from "./note-caches";

/**
 * Every note of a view, read page after page into the view's page cache (so writes edit it in
 * place like any list). For small views only: a set on the stool, never the whole file.
 * `notes` is undefined until the last page is in.
 */
export function useWholeView(view: ListView) {
  const query = useInfiniteQuery(jokeNotePagesQueryOptions(view));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const notes = useMemo<JokeNote[] | undefined>(
    () => (query.data && !hasNextPage ? query.data.pages.flatMap((page) => page.notes) : undefined),
    [query.data, hasNextPage],
  );
  return { notes, isError, refetch: query.refetch };
}

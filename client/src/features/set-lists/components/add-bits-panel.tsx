import { Plus } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { SetListItem } from "@shared/set-lists/set-list-dto";
import { estimateBitSeconds, formatRunningTime } from "@shared/set-lists/estimate";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/search-field";
import { useJokeNotes } from "@/data/joke-notes/queries";
import { bitCandidates } from "../lib/bit-search";

/** Search Joke Notes and add a bit to the end of the set. */
export function AddBitsPanel({ items, onAdd }: { items: SetListItem[]; onAdd: (item: SetListItem) => void }) {
  const notes = useJokeNotes();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const id = useId();
  const inSet = useMemo(() => new Set(items.map((item) => item.jokeNoteId)), [items]);
  const candidates = useMemo(() => bitCandidates(notes.data ?? [], inSet, deferred), [notes.data, inSet, deferred]);

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-stage-700 pt-4">
      <h2 id={`${id}-heading`} className="font-display text-2xl tracking-wide text-cream-50">
        Add from Joke Notes
      </h2>
      <SearchField value={search} onChange={setSearch} label="Search your joke notes" placeholder="Search setups and punchlines..." />
      {notes.isPending ? (
        <p className="text-cream-300">Loading your jokes...</p>
      ) : notes.isError ? (
        <p className="text-cream-300">Your joke notes could not be loaded.</p>
      ) : candidates.length === 0 ? (
        <p className="text-cream-300">{search.trim() ? `Nothing matches “${search.trim()}”.` : "Every joke is already in this set."}</p>
      ) : (
        <ul aria-label="Jokes to add" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {candidates.map((note) => {
            const seconds = estimateBitSeconds(note);
            return (
              <li key={note.id} className="flex items-center gap-2 rounded-xl border border-stage-700 p-2 pl-3">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-cream-100">{note.setup}</span>
                  <span className="text-xs text-cream-400 tabular-nums">{formatRunningTime(seconds)}</span>
                </span>
                <Button
                  variant="outline"
                  className="h-11"
                  aria-label={`Add "${note.setup}" to the set`}
                  onClick={() =>
                    onAdd({ jokeNoteId: note.id, setup: note.setup, punchlines: note.punchlines, estimatedSeconds: seconds })
                  }
                >
                  <Plus aria-hidden />
                  Add
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

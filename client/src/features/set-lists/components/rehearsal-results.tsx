import { Check, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SetList, SetListItem } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { rehearsalDifference, rehearsedSeconds } from "@shared/set-lists/rehearsal";
import { toast } from "@/components/ui/use-toast";
import { useSaveBitTime } from "../api/save-bit-time";
import { targetText } from "../lib/target-text";

const buttonClass =
  "flex h-11 items-center justify-center gap-1.5 rounded-full border px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 disabled:opacity-60";

/** Each bit's rehearsed time beside the estimate it had, each one a tap from being saved to its joke. */
export function RehearsalResults({
  set,
  items,
  laps,
  onClose,
}: {
  /** The set as it is now: its total moves as times are saved. */
  set: SetList;
  /** The bits as they were rehearsed, with the estimates they had then. */
  items: readonly SetListItem[];
  laps: readonly number[];
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const save = useSaveBitTime(set.id, {
    onSuccess: (note) => {
      setSaved((s) => new Set(s).add(note.id));
      // A Save button turns into "Saved" (disabled) and drops focus: keep it in the results.
      if (document.activeElement === document.body) heading.current?.focus();
    },
    onError: (error) => toast({ title: "Error saving the time", description: error.message, variant: "destructive" }),
  });
  useEffect(() => heading.current?.focus(), []);

  const rows = items.map((item, i) => ({ item, seconds: rehearsedSeconds(laps[i] ?? 0) }));
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const unsaved = rows.filter((row) => !saved.has(row.item.jokeNoteId));
  const status = targetText(set.estimatedSeconds, set.targetMinutes);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-5 sm:px-12">
      <div className="flex flex-col gap-1">
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none sm:text-4xl">
          Rehearsed in {formatRunningTime(total)}
        </h2>
        <p className="text-lg text-white/80" aria-live="polite">
          Set total now <span data-testid="rehearse-set-total" className="font-mono tabular-nums">{formatRunningTime(set.estimatedSeconds)}</span> of{" "}
          {set.targetMinutes}:00 · {status.text}
        </p>
      </div>
      <ol aria-label="Rehearsed bits" className="flex flex-col gap-3">
        {rows.map(({ item, seconds }) => {
          const isSaved = saved.has(item.jokeNoteId);
          return (
            <li key={item.jokeNoteId} className="flex flex-col gap-2 rounded-2xl border border-white/15 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="truncate text-lg font-semibold">{item.setup}</p>
                <p className="text-white/80">
                  <span className="font-mono tabular-nums">{formatRunningTime(seconds)}</span> rehearsed · estimate{" "}
                  <span className="font-mono tabular-nums">{formatRunningTime(item.estimatedSeconds)}</span> ·{" "}
                  {rehearsalDifference(seconds, item.estimatedSeconds)}
                </p>
              </div>
              <button
                type="button"
                disabled={isSaved || save.isPending}
                aria-label={isSaved ? `Saved ${formatRunningTime(seconds)} to "${item.setup}"` : `Save ${formatRunningTime(seconds)} to "${item.setup}"`}
                onClick={() => save.mutate({ jokeNoteId: item.jokeNoteId, durationSeconds: seconds })}
                className={`${buttonClass} border-white/30 text-white hover:border-white/60`}
              >
                {isSaved ? <Check aria-hidden className="size-5" /> : <Save aria-hidden className="size-5" />}
                {isSaved ? "Saved" : "Save time"}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap justify-end gap-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <button
          type="button"
          disabled={unsaved.length === 0 || save.isPending}
          onClick={() => {
            for (const row of unsaved) save.mutate({ jokeNoteId: row.item.jokeNoteId, durationSeconds: row.seconds });
            // This button is disabled while the times save: focus moves on to Done.
            done.current?.focus();
          }}
          className={`${buttonClass} border-spotlight-500 bg-spotlight-500 text-black hover:bg-spotlight-400`}
        >
          <Save aria-hidden className="size-5" />
          Save all times
        </button>
        <button ref={done} type="button" onClick={onClose} className={`${buttonClass} border-white/30 text-white hover:border-white/60`}>
          Done
        </button>
      </div>
    </div>
  );
}

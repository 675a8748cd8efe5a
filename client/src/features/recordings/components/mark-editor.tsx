import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { TimeSpan } from "@shared/recordings/recording-dto";
import { Button } from "@/components/ui/button";
import { addLaugh, LAUGH_NUDGE_MS, moveLaugh, NEW_APPLAUSE_MS, NEW_LAUGH_MS, removeLaugh, resizeLaugh, type LaughEdit } from "../lib/laugh-edits";
import { formatClockTenths, formatSeconds } from "../lib/time-text";

/** What the editor calls its marks, and how long a new one lasts. */
export interface MarkWords {
  kind: "laugh" | "applause";
  heading: string;
  /** "Laugh", as in "Laugh at 0:12.0". */
  one: string;
  /** "a laugh", as in "Add a laugh at 0:12.0". */
  aOne: string;
  empty: string;
  keys: string;
  newMs: number;
}

export const LAUGH_WORDS: MarkWords = {
  kind: "laugh",
  heading: "Laughs",
  one: "Laugh",
  aOne: "a laugh",
  empty: "No laughs marked. Add one where you hear it.",
  keys: "Pick a laugh, then use the arrow keys: left and right move it a quarter second, with Shift they move its end. Delete removes it. Double-click the timeline to add one there.",
  newMs: NEW_LAUGH_MS,
};

export const APPLAUSE_WORDS: MarkWords = {
  kind: "applause",
  heading: "Applause breaks",
  one: "Applause",
  aOne: "an applause break",
  empty: "No applause breaks marked. Add one where the room claps.",
  keys: "Pick an applause break, then use the arrow keys: left and right move it a quarter second, with Shift they move its end. Delete removes it.",
  newMs: NEW_APPLAUSE_MS,
};

interface MarkEditorProps {
  words: MarkWords;
  laughs: readonly TimeSpan[];
  durationMs: number;
  selected: number;
  onSelect: (index: number) => void;
  onChange: (laughs: TimeSpan[]) => void;
  playheadMs: number;
  onPlay: (startMs: number, endMs: number) => void;
  /** Which bit a time falls in, to say so beside each laugh. */
  bitAt: (ms: number) => string | null;
}

/**
 * The laughs (or the applause breaks) as a list the comedian corrects: add one where the audio
 * is, pick one (here or on the timeline), then move it, stretch it or remove it, by buttons or
 * by keyboard.
 */
export function MarkEditor({ words, laughs, durationMs, selected, onSelect, onChange, playheadMs, onPlay, bitAt }: MarkEditorProps) {
  const keysId = `${words.kind}-keys`;
  const headingId = `${words.kind}-heading`;
  const lower = words.one.toLowerCase();
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    if (refocus.current === null) return;
    (items.current[refocus.current] ?? addButton.current)?.focus();
    refocus.current = null;
  });

  const apply = (edit: LaughEdit, focus: boolean) => {
    onChange(edit.laughs);
    onSelect(edit.index);
    if (focus) refocus.current = edit.index;
  };
  const remove = (index: number, focus: boolean) => {
    const next = removeLaugh(laughs, index);
    onChange(next);
    onSelect(-1);
    if (focus) refocus.current = next.length > 0 ? Math.min(index, next.length - 1) : -1;
  };

  const onItemKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === "ArrowLeft" ? -LAUGH_NUDGE_MS : e.key === "ArrowRight" ? LAUGH_NUDGE_MS : 0;
    if (step !== 0) {
      apply(e.shiftKey ? resizeLaugh(laughs, index, "end", step, durationMs) : moveLaugh(laughs, index, step, durationMs), true);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      remove(index, true);
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const next = index + (e.key === "ArrowDown" ? 1 : -1);
      items.current[next]?.focus();
    } else return;
    e.preventDefault();
  };

  const current = laughs[selected];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-cream-50">
          {words.heading}
        </h2>
        <Button ref={addButton} variant="outline" className="h-11" onClick={() => apply(addLaugh(laughs, playheadMs, durationMs, words.newMs), true)}>
          <Plus aria-hidden />
          Add {words.aOne} at {formatClockTenths(playheadMs)}
        </Button>
      </div>
      <p id={keysId} className="text-sm text-cream-300">
        {words.keys}
      </p>
      {laughs.length === 0 ? (
        <p className="text-sm text-cream-300 italic">{words.empty}</p>
      ) : (
        <ol aria-label={words.heading} className="grid max-h-72 gap-1 overflow-y-auto pr-1">
          {laughs.map((laugh, i) => {
            const bit = bitAt(laugh.startMs);
            return (
              <li key={i}>
                <button
                  ref={(el) => {
                    items.current[i] = el;
                  }}
                  type="button"
                  aria-pressed={i === selected}
                  aria-describedby={keysId}
                  onClick={() => onSelect(i === selected ? -1 : i)}
                  onKeyDown={(e) => onItemKey(e, i)}
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-transparent px-3 text-left text-sm text-cream-100 hover:bg-stage-800 focus-visible:outline-2 focus-visible:outline-spotlight-400 aria-pressed:border-spotlight-500 aria-pressed:bg-stage-800"
                >
                  <span className="font-semibold tabular-nums">
                    {words.one} at {formatClockTenths(laugh.startMs)}
                  </span>
                  <span className="text-cream-300">{formatSeconds(laugh.endMs - laugh.startMs)}</span>
                  {bit && <span className="min-w-0 truncate text-cream-300">{bit}</span>}
                  {i === selected && <span className="ml-auto text-xs font-semibold text-spotlight-300">Selected</span>}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {current && (
        <div role="group" aria-label={`Selected ${lower}`} className="flex flex-wrap gap-2 rounded-xl border border-stage-600 p-3">
          <p className="w-full text-sm text-cream-100">
            {words.one} from {formatClockTenths(current.startMs)} to {formatClockTenths(current.endMs)}
          </p>
          <Button variant="outline" size="sm" onClick={() => onPlay(current.startMs, current.endMs)}>
            Play {lower}
          </Button>
          <Button variant="outline" size="sm" onClick={() => apply(moveLaugh(laughs, selected, -LAUGH_NUDGE_MS, durationMs), false)}>
            Earlier
          </Button>
          <Button variant="outline" size="sm" onClick={() => apply(moveLaugh(laughs, selected, LAUGH_NUDGE_MS, durationMs), false)}>
            Later
          </Button>
          <Button variant="outline" size="sm" onClick={() => apply(resizeLaugh(laughs, selected, "end", -LAUGH_NUDGE_MS, durationMs), false)}>
            Shorter
          </Button>
          <Button variant="outline" size="sm" onClick={() => apply(resizeLaugh(laughs, selected, "end", LAUGH_NUDGE_MS, durationMs), false)}>
            Longer
          </Button>
          <Button variant="ghost" size="sm" className="text-neon-300" onClick={() => remove(selected, true)}>
            <Trash2 aria-hidden />
            Remove {lower}
          </Button>
        </div>
      )}
    </section>
  );
}

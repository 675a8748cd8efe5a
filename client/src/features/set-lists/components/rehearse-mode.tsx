import { ChevronRight, Flag, Play } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import type { SetList, SetListItem } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { lapsFromMarks } from "@shared/set-lists/rehearsal";
import { useNow } from "../hooks/use-stopwatch";
import { RehearsalResults } from "./rehearsal-results";
import { StageBit } from "@/components/stage/stage-bit";
import { StageBody } from "@/components/stage/stage-body";
import { StageBottomBar } from "@/components/stage/stage-bottom-bar";
import { StageFrame } from "@/components/stage/stage-frame";
import { StageTopBar } from "@/components/stage/stage-top-bar";

/**
 * Full screen, black, one bit at a time in big type: Start, then Next bit as each one ends,
 * then Finish. The time of every bit is kept, and shown beside its estimate at the end.
 */
export function RehearseMode({ set, onClose }: { set: SetList; onClose: () => void }) {
  // The bits as they were when the rehearsal began: saving a time must not reshuffle it.
  const [items] = useState<readonly SetListItem[]>(set.items);
  const [marks, setMarks] = useState<number[]>([]);
  const index = Math.max(0, marks.length - 1);
  const running = marks.length > 0 && marks.length <= items.length;
  const done = marks.length > items.length;
  const now = useNow(running);
  const item = items[index];

  const step = () => setMarks((m) => [...m, Date.now()]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowRight" && running) {
      event.preventDefault();
      step();
    }
  };
  const bitElapsed = running ? Math.max(0, now - marks[marks.length - 1]!) : 0;
  const setElapsed = running ? Math.max(0, now - marks[0]!) : 0;
  const primary =
    marks.length === 0
      ? { label: "Start", icon: <Play aria-hidden className="size-7" /> }
      : marks.length === items.length
        ? { label: "Finish", icon: <Flag aria-hidden className="size-7" /> }
        : { label: "Next bit", icon: <ChevronRight aria-hidden className="size-7" /> };

  return (
    <StageFrame aria-label={`Rehearse: ${set.name}`} initialFocus="[data-primary]" onKeyDown={onKeyDown}>
      <StageTopBar exitLabel="Exit rehearsal" onExit={onClose}>
        <p className="min-w-0 flex-1 truncate text-center text-sm font-semibold tracking-widest text-white/70 uppercase">
          Rehearse: {set.name}
          {running && (
            <span data-testid="rehearse-position" className="ml-3 text-white/90 tabular-nums normal-case">
              Bit {index + 1} of {items.length}
            </span>
          )}
        </p>
      </StageTopBar>

      {done ? (
        <RehearsalResults set={set} items={items} laps={lapsFromMarks(marks)} onClose={onClose} />
      ) : (
        <>
          <div className="flex items-center justify-center gap-4 px-3 pt-2 sm:px-5" role="timer" aria-label="Bit timer">
            <span className="font-mono text-3xl font-semibold text-white/90 tabular-nums sm:text-4xl" data-testid="bit-elapsed">
              {formatRunningTime(Math.floor(bitElapsed / 1000))}
            </span>
            <span className="font-mono text-lg text-white/70 tabular-nums sm:text-xl">
              set {formatRunningTime(Math.floor(setElapsed / 1000))}
            </span>
          </div>
          <StageBody fitKey={running && item ? String(item.jokeNoteId) : "start"}>
            {running && item ? (
              <StageBit key={item.jokeNoteId} setup={item.setup} punchlines={item.punchlines} />
            ) : (
              <div className="m-auto flex max-w-xl flex-col gap-3 text-center">
                <p className="text-2xl font-semibold sm:text-4xl">
                  {items.length === 1 ? "1 bit" : `${items.length} bits`}, estimated {formatRunningTime(set.estimatedSeconds)}
                </p>
                <p className="text-lg text-white/75">
                  Press Start as you say the first word, Next bit as each one ends. Each bit is timed on its own.
                </p>
              </div>
            )}
          </StageBody>
          <StageBottomBar>
            <button
              type="button"
              data-primary
              onClick={step}
              className="flex h-16 w-full items-center justify-center gap-2 rounded-2xl bg-spotlight-500 text-xl font-bold text-black hover:bg-spotlight-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white sm:h-20 sm:text-2xl"
            >
              {primary.icon}
              {primary.label}
            </button>
          </StageBottomBar>
        </>
      )}
    </StageFrame>
  );
}

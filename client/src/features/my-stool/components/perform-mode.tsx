import { ChevronDown, ChevronLeft, ChevronRight, RotateCcw } from "lucide-react";
import { useCallback, useMemo, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { cn } from "@/lib/utils";
import { TEXT_SCALE_KEY, useDeviceSetting } from "../hooks/use-device-setting";
import { usePerformKeys } from "../hooks/use-perform-keys";
import { useSetClock } from "../hooks/use-set-clock";
import { useMoreBelow } from "../hooks/use-more-below";
import { useStageScreen } from "../hooks/use-stage-screen";
import { useSetRecording } from "@/data/recordings/recorder/use-set-recording";
import { canStep, positionLabel, stepIndex } from "../lib/perform-nav";
import { countdownText, formatClock, timerPhase, type TimerPhase } from "../lib/set-timer";
import { swipeStep } from "../lib/swipe";
import { isLargestScale, isSmallestScale, readTextScale, stepTextScale } from "../lib/text-scale";
import { StageBit } from "@/components/stage/stage-bit";
import { StageBody } from "@/components/stage/stage-body";
import { StageBottomBar } from "@/components/stage/stage-bottom-bar";
import { StageFrame } from "@/components/stage/stage-frame";
import { StageTopBar } from "@/components/stage/stage-top-bar";
import { EmptyStage } from "./empty-stage";
import { RecordButton, RecordingStatus } from "./record-control";

/** What shows once a recording stops, fetched with the recorder (after a stop the network may be gone). */
const loadRecordingNote = () => import("./recording-note");

/** What perform mode shows of a joke. */
export type PerformJoke = Pick<JokeNote, "id" | "setup" | "punchlines">;

interface PerformModeProps {
  /** The set as it was when perform mode opened: nothing is fetched while performing. */
  jokes: readonly PerformJoke[];
  /** What is being performed: a stool category's name or a set list's. */
  title: string;
  /** Minutes the set should run (0: no limit); the light comes on one minute before the end. */
  setMinutes: number;
  /** Shown when there is nothing to perform. */
  emptyText?: string;
  /** The way out of an empty set, under its message (links to what can be performed instead). */
  emptyFix?: ReactNode;
  /** The set list performed, if it is one: a recording of the set belongs to it. */
  setListId?: number | null;
  /**
   * Leaves perform mode, with the time the set ran (since the clock last started) and the
   * device's key of the set's recording, if one was made (stopped and kept by now).
   */
  onExit: (elapsedMs: number, recordingKey: string | null) => void;
}

/**
 * Full screen, black, one joke at a time in type you can read from the mic stand. An empty
 * set gets no timer and no stepping: its message and the way to something to perform.
 */
export function PerformMode({ emptyText = "Add some jokes to the stool first!", emptyFix, ...props }: PerformModeProps) {
  if (props.jokes.length === 0) {
    return <EmptyStage title={props.title} text={emptyText} onExit={() => props.onExit(0, null)}>{emptyFix}</EmptyStage>;
  }
  return <PerformStage {...props} />;
}

function PerformStage({ jokes: initialJokes, title, setMinutes, setListId = null, onExit }: Omit<PerformModeProps, "emptyText" | "emptyFix">) {
  const [jokes] = useState(initialJokes);
  const [index, setIndex] = useState(0);
  const [scale, setScale] = useDeviceSetting(TEXT_SCALE_KEY, readTextScale);
  const total = jokes.length;
  const joke = jokes[index];

  const clock = useSetClock();
  const { elapsedNow } = clock;
  const recording = useSetRecording({ setListId, jokeId: joke?.id, alsoLoad: loadRecordingNote });
  const stopRecording = recording.stop;
  const exited = useRef(false);
  const exit = useCallback(() => {
    if (exited.current) return;
    exited.current = true;
    onExit(elapsedNow(), stopRecording());
  }, [onExit, elapsedNow, stopRecording]);
  const next = useCallback(() => setIndex((i) => stepIndex(i, total, 1)), [total]);
  const previous = useCallback(() => setIndex((i) => stepIndex(i, total, -1)), [total]);
  usePerformKeys(useMemo(() => ({ next, previous, exit }), [next, previous, exit]));
  useStageScreen(exit);

  const { stageRef, moreBelow, showMore } = useMoreBelow(`${joke?.id ?? "none"}:${scale}`);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "touch" ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !canStep(total)) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step === 1) next();
    else if (step === -1) previous();
  };

  const stepping = canStep(total);
  const textStyle = { "--stage-scale": scale } as CSSProperties;

  return (
    <StageFrame aria-label={`Perform: ${title}`} style={textStyle}>
      <StageTopBar exitLabel="Exit perform mode" onExit={exit}>
        <p className="flex min-w-0 flex-1 justify-center text-sm font-semibold tracking-widest text-white/60 uppercase">
          {/* On a phone the recording's clock and meter take the name's room: the position stays. */}
          <span className={cn("truncate", recording.state.kind === "on" && "max-sm:sr-only")}>{title}</span>
          {total > 0 && (
            <span data-testid="perform-position" className="ml-3 shrink-0 text-white/90 tabular-nums normal-case">
              {positionLabel(index, total)}
            </span>
          )}
        </p>
        {recording.canRecord && (
          <RecordButton state={recording.state} level={recording.level} onStart={() => void recording.start()} onStop={() => void stopRecording()} />
        )}
        <div className="flex items-center gap-1" role="group" aria-label="Text size">
          <ScaleButton label="Smaller text" disabled={isSmallestScale(scale)} onClick={() => setScale(stepTextScale(scale, -1))}>
            A−
          </ScaleButton>
          <ScaleButton label="Larger text" disabled={isLargestScale(scale)} onClick={() => setScale(stepTextScale(scale, 1))}>
            A+
          </ScaleButton>
        </div>
      </StageTopBar>
      <SetClock setMinutes={setMinutes} elapsed={clock.elapsed} restart={clock.restart} />
      <RecordingStatus state={recording.state} listenBack />

      <div className="relative flex min-h-0 flex-1 flex-col">
        <StageBody
          ref={stageRef}
          fitKey={`${joke?.id ?? "none"}:${scale}`}
          data-testid="perform-stage"
          className="touch-pan-y"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {joke && <StageBit key={joke.id} setup={joke.setup} punchlines={joke.punchlines} />}
        </StageBody>
        {moreBelow && (
          // Large type can push punchlines past the bottom: say so, and scroll on a tap.
          <button
            type="button"
            onClick={showMore}
            className="absolute inset-x-0 bottom-0 flex min-h-11 items-end justify-center gap-1 bg-gradient-to-t from-black via-black/85 to-transparent pt-8 pb-2 text-base font-semibold text-spotlight-300 focus-visible:outline-2 focus-visible:outline-spotlight-400"
          >
            <ChevronDown aria-hidden className="size-5" />
            More below
          </button>
        )}
      </div>

      <StageBottomBar className="grid grid-cols-2 gap-3">
        <NavButton onClick={previous} disabled={!stepping}>
          <ChevronLeft aria-hidden className="size-7" />
          Previous
        </NavButton>
        <NavButton onClick={next} disabled={!stepping}>
          Next
          <ChevronRight aria-hidden className="size-7" />
        </NavButton>
      </StageBottomBar>
    </StageFrame>
  );
}

function ScaleButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      // The visible "A−" starts the name, so voice control by what is on screen works too.
      aria-label={`${children} ${label}`}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-11 min-w-11 items-center justify-center rounded-full border border-white/20 px-2 text-base font-bold text-white/80 hover:border-white/50 hover:text-white focus-visible:outline-2 focus-visible:outline-spotlight-400 disabled:opacity-30"
    >
      {children}
    </button>
  );
}

function NavButton({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-16 items-center justify-center gap-1 rounded-2xl border border-white/15 bg-white/5 text-xl font-semibold text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-spotlight-400 disabled:opacity-25 sm:h-20 sm:text-2xl"
    >
      {children}
    </button>
  );
}

const phaseText: Record<TimerPhase, string | null> = {
  free: null,
  on: null,
  light: "The light: 1 minute left",
  over: "Time's up! Wrap it up.",
};

/** Elapsed time, the set length's countdown, and the light. */
function SetClock({ setMinutes, elapsed, restart }: { setMinutes: number; elapsed: number; restart: () => void }) {
  const phase = timerPhase(elapsed, setMinutes);
  const warning = phaseText[phase];
  return (
    <>
      {/* A glow around the whole screen, visible from the corner of the eye. */}
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute inset-0",
          phase === "light" && "shadow-[inset_0_0_0_6px_rgb(245_165_36),inset_0_0_80px_rgb(245_165_36/0.45)]",
          phase === "over" && "animate-pulse shadow-[inset_0_0_0_8px_rgb(255_45_85),inset_0_0_100px_rgb(255_45_85/0.55)]",
        )}
      />
      <div className="flex items-center justify-center gap-3 px-3 pt-2 sm:px-5" role="timer" aria-label="Set timer">
        <span className="font-mono text-2xl font-semibold text-white/85 tabular-nums sm:text-3xl" data-testid="set-elapsed">
          {formatClock(elapsed)}
        </span>
        {setMinutes > 0 && (
          <span className="font-mono text-lg text-white/50 tabular-nums sm:text-xl">
            <span className="sr-only">of </span>/ {formatClock(setMinutes * 60_000)}
            <span className="ml-2 text-white/70" data-testid="set-remaining">
              ({countdownText(elapsed, setMinutes)})
            </span>
          </span>
        )}
        <button
          type="button"
          onClick={restart}
          aria-label="Restart timer"
          title="Restart timer"
          className="flex size-11 items-center justify-center rounded-full text-white/50 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-spotlight-400"
        >
          <RotateCcw aria-hidden className="size-5" />
        </button>
      </div>
      <div role="status" className="px-3 sm:px-5">
        {warning && (
          <p
            className={cn(
              "mx-auto mt-2 max-w-xl rounded-full px-4 py-1.5 text-center text-base font-bold tracking-wide uppercase sm:text-lg",
              phase === "light" ? "bg-spotlight-500 text-black" : "bg-neon-600 text-white",
            )}
          >
            {warning}
          </p>
        )}
      </div>
    </>
  );
}

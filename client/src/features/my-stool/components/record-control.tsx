import { Circle, Square } from "lucide-react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/utils";
import { formatClock } from "../lib/set-timer";
import type { LevelReading, SetRecordingState } from "@/data/recordings/recorder/use-set-recording";

// What shows after a recording stops reads the device's upload queue: fetched with the recorder, not with perform mode.
const RecordingNote = lazy(async () => ({ default: (await import("./recording-note")).RecordingNote }));

/** The record button of perform mode: a red dot, the time and a small level meter while recording. */
export function RecordButton({ state, level, onStart, onStop }: { state: SetRecordingState; level: LevelReading; onStart: () => void; onStop: () => void }) {
  const on = state.kind === "on";
  return (
    <button
      type="button"
      aria-label={on ? "Stop recording" : "Start recording"}
      title={on ? "Stop recording" : "Start recording"}
      disabled={state.kind === "starting"}
      onClick={on ? onStop : onStart}
      className={cn(
        "flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full border px-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-spotlight-400 disabled:opacity-50",
        on ? "border-neon-500/70 text-white" : "border-white/20 text-white/80 hover:border-white/50 hover:text-white",
      )}
    >
      {on ? (
        <>
          <span aria-hidden className="size-2.5 rounded-full bg-neon-500 motion-safe:animate-pulse" />
          <RecordingClock startedAt={state.startedAt} />
          <LevelMeter level={level} />
          <Square aria-hidden className="hidden size-3.5 fill-current sm:block" />
        </>
      ) : (
        <Circle aria-hidden className="size-5 fill-neon-500 text-neon-500" />
      )}
    </button>
  );
}

function RecordingClock({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span aria-hidden data-testid="recording-elapsed" className="font-mono tabular-nums">
      {formatClock(Math.max(0, now - startedAt))}
    </span>
  );
}

/** The input level, -60..0 dBFS as a short bar: enough to see the mic hears the room, too small to watch. */
function LevelMeter({ level }: { level: LevelReading }) {
  const db = useSyncExternalStore(level.subscribe, level.get);
  const fill = Math.min(1, Math.max(0, (db + 60) / 60));
  return (
    <span aria-hidden data-testid="recording-level" className="h-1.5 w-6 overflow-hidden rounded-full bg-white/15">
      <span className="block h-full rounded-full bg-white/70" style={{ width: `${Math.round(fill * 100)}%` }} />
    </span>
  );
}

/** Says what recording is doing, in words: under way (to screen readers), refused, or kept and uploading. */
export function RecordingStatus({ state, listenBack }: { state: SetRecordingState; listenBack: boolean }) {
  return (
    <div role="status" className="px-3 text-center text-sm text-white/75 sm:px-5">
      {state.kind === "on" && <span className="sr-only">Recording</span>}
      {state.kind === "unavailable" && <p className="mx-auto mt-1 max-w-xl">{state.message}</p>}
      {state.kind === "stopped" && (
        <Suspense fallback={<p className="mt-1">Recording kept.</p>}>
          <RecordingNote localKey={state.localKey} message={state.message} listenBack={listenBack} />
        </Suspense>
      )}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import type { RecordingSession } from "./recording-session";
import { useAuth } from "@/data/account/auth-provider";

export type SetRecordingState =
  | { kind: "off" }
  | { kind: "starting" }
  | { kind: "on"; localKey: string; startedAt: number }
  | { kind: "stopped"; localKey: string; message?: string }
  | { kind: "unavailable"; message: string };

/** The room's latest level (dBFS), read by the meter alone so nothing else redraws four times a second. */
export interface LevelReading {
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

function createLevel(): LevelReading & { set: (levelDb: number) => void } {
  let level = -120;
  const listeners = new Set<() => void>();
  return {
    get: () => level,
    set: (next) => {
      level = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The recorder, and what the caller shows once it stops (`alsoLoad`, fetched now: after a stop
 * the network may be gone).
 */
const loadRecorder = async (alsoLoad?: () => Promise<unknown>) => {
  const [recorder] = await Promise.all([import("./recording-session"), alsoLoad?.()]);
  return recorder;
};

/**
 * A live recorder for a screen (perform mode's). The recording code is fetched only when Start
 * recording is pressed; each bit that comes on screen (`jokeId`) is noted; leaving the screen
 * stops and keeps the recording. `alsoLoad` (stable, e.g. declared at module level) fetches
 * what the caller shows after a stop together with the recorder.
 */
export function useSetRecording({
  setListId,
  jokeId,
  alsoLoad,
}: {
  setListId: number | null;
  jokeId: number | undefined;
  alsoLoad?: () => Promise<unknown>;
}) {
  const userId = useAuth().user?.id;
  const [state, setState] = useState<SetRecordingState>({ kind: "off" });
  const [level] = useState(createLevel);
  const session = useRef<RecordingSession | null>(null);
  /** The last recording made here, on or stopped: what leaving perform mode hands on. */
  const lastKey = useRef<string | null>(null);
  const onScreen = useRef(jokeId);
  const mounted = useRef(true);

  useEffect(() => {
    onScreen.current = jokeId;
    if (jokeId !== undefined) session.current?.markBit(jokeId);
  }, [jokeId]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void session.current?.stop();
      session.current = null;
    };
  }, []);

  const start = useCallback(async () => {
    if (userId === undefined || session.current) return;
    setState({ kind: "starting" });
    let recorder: Awaited<ReturnType<typeof loadRecorder>> | undefined;
    try {
      recorder = await loadRecorder(alsoLoad);
      const started = await recorder.startRecording({
        userId,
        setListId,
        onScreen: onScreen.current,
        onLevel: level.set,
        onEnded: () => {
          if (session.current !== started) return;
          session.current = null;
          if (mounted.current) setState({ kind: "stopped", localKey: started.localKey, message: "The microphone stopped, so the recording stopped. What was recorded is kept." });
        },
      });
      if (!mounted.current) {
        void started.stop();
        return;
      }
      session.current = started;
      lastKey.current = started.localKey;
      // The screen may have moved on while the microphone was opening.
      if (onScreen.current !== undefined) started.markBit(onScreen.current);
      setState({ kind: "on", localKey: started.localKey, startedAt: Date.now() });
    } catch (error) {
      if (!mounted.current) return;
      const known = recorder && error instanceof recorder.RecordingUnavailable;
      setState({ kind: "unavailable", message: known ? error.message : "Recording could not start, so the set goes on without recording." });
    }
  }, [userId, setListId, level, alsoLoad]);

  /** Stops a recording under way; returns the key of the last recording made here, if any. */
  const stop = useCallback((): string | null => {
    const current = session.current;
    if (current) {
      session.current = null;
      void current.stop();
      if (mounted.current) setState({ kind: "stopped", localKey: current.localKey });
    }
    return lastKey.current;
  }, []);

  return { state, level, start, stop, canRecord: userId !== undefined };
}

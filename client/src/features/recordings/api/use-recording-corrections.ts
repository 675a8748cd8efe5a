import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Recording, TimeSpan } from "@shared/recordings/recording-dto";
import { computeRecordingMetrics, type BitSegment } from "@shared/recordings/recording-metrics";
import { replaceRecordingApplause, replaceRecordingBits, replaceRecordingLaughs } from "@/data/recordings/endpoints";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/data/http/api-error";
import { sortLaughs } from "../lib/laugh-edits";
import { LAUGH_METER_KEY } from "@/data/recordings/laugh-meter";
import { recordingKey, useKeepRecording } from "@/data/recordings/queries";

/** How long after the last change the corrections are sent. */
export const SAVE_DELAY_MS = 700;

type Changes = { bits?: BitSegment[]; laughs?: TimeSpan[]; applause?: TimeSpan[] };
export type SaveState = "idle" | "waiting" | "saving" | "saved" | "failed";

const segments = (recording: Recording): BitSegment[] => recording.bits.map(({ jokeNoteId, startMs, endMs }) => ({ jokeNoteId, startMs, endMs }));

/**
 * The comedian's corrections to a recording (bits, laughs, applause breaks): shown at once with
 * the metrics worked out here (the same rule as the server's), sent a moment after the last
 * change, and replaced by the server's answer once it comes. Each correction also teaches the
 * laugh meter, so what it says it learned is read again.
 */
export function useRecordingCorrections(recording: Recording & { durationMs: number }) {
  const queryClient = useQueryClient();
  const keep = useKeepRecording();
  const [draft, setDraft] = useState<Changes>({});
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const unsent = useRef<Changes>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = recording.id;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const send = unsent.current;
    unsent.current = {};
    if (!send.bits && !send.laughs && !send.applause) return;
    setSaveState("saving");
    try {
      let answer: Recording | undefined;
      if (send.bits) answer = await replaceRecordingBits({ params: { id }, body: { bits: send.bits } });
      if (send.laughs) answer = await replaceRecordingLaughs({ params: { id }, body: { laughs: send.laughs } });
      if (send.applause) answer = await replaceRecordingApplause({ params: { id }, body: { applause: send.applause } });
      if (answer) keep(answer);
      if (send.laughs || send.applause) void queryClient.invalidateQueries({ queryKey: LAUGH_METER_KEY });
      // A change made while this one was on its way stays shown until it is sent too.
      if (!unsent.current.bits && !unsent.current.laughs && !unsent.current.applause && timer.current === undefined) {
        setDraft({});
        setSaveState("saved");
      }
    } catch (error) {
      unsent.current = {};
      setDraft({});
      setSaveState("failed");
      // A recording deleted meanwhile has nothing left to correct.
      if (error instanceof ApiError && error.status === 404) return;
      toast({ title: "Your change was not saved", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
      void queryClient.invalidateQueries({ queryKey: recordingKey(id) });
    }
  }, [id, keep, queryClient]);

  const change = useCallback(
    (changes: Changes) => {
      setDraft((d) => ({ ...d, ...changes }));
      unsent.current = { ...unsent.current, ...changes };
      setSaveState("waiting");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page sends what is still waiting.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => () => void flushRef.current(), []);

  const bits = useMemo(() => draft.bits ?? segments(recording), [draft.bits, recording]);
  const laughs = useMemo(() => draft.laughs ?? sortLaughs(recording.laughs), [draft.laughs, recording]);
  const applause = useMemo(() => draft.applause ?? sortLaughs(recording.applause), [draft.applause, recording]);
  const metrics = useMemo(
    () => computeRecordingMetrics({ durationMs: recording.durationMs, bits, laughs, applause }),
    [recording.durationMs, bits, laughs, applause],
  );

  return {
    bits,
    laughs,
    applause,
    metrics,
    saveState,
    changeBits: (next: BitSegment[]) => change({ bits: next }),
    changeLaughs: (next: TimeSpan[]) => change({ laughs: next }),
    changeApplause: (next: TimeSpan[]) => change({ applause: next }),
  };
}

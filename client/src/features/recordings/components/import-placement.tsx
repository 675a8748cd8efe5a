import { useId, useMemo, useState } from "react";
import { guessBitBoundaries } from "@shared/recordings/guess-bit-boundaries";
import type { BitSegment } from "@shared/recordings/recording-metrics";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useSetList } from "@/data/set-lists/queries";
import { useSetListOptions } from "@/data/set-lists/queries";
import type { AnalysedAudio } from "../lib/analyse-audio";
import { moveBitEdge } from "../lib/bit-edges";
import { formatClock } from "../lib/time-text";
import { envelopeFromLevels } from "../lib/timeline-geometry";
import { RecordingTimeline } from "./recording-timeline";

export interface Placement {
  setListId: number | null;
  bits: BitSegment[];
}

const selectClass =
  "h-11 w-full rounded-lg border border-stage-600 bg-stage-950 px-3 text-base text-cream-50 focus-visible:outline-2 focus-visible:outline-spotlight-400 sm:text-sm";

/** Which set the imported recording is of, and where each of its bits starts: a first guess from the bits' lengths, moved by the comedian. */
export function ImportPlacement({
  analysed,
  error,
  onSave,
  onCancel,
}: {
  analysed: AnalysedAudio;
  error?: string;
  onSave: (placement: Placement) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const setLists = useSetListOptions(true);
  const [setListId, setSetListId] = useState<number | null>(null);
  const set = useSetList(setListId);
  // The comedian's boundaries, once they move one; until then the guess from the chosen set.
  const [moved, setMoved] = useState<{ setListId: number; bits: BitSegment[] } | null>(null);
  const guess = useMemo(
    () =>
      set.data && set.data.id === setListId
        ? guessBitBoundaries(
            analysed.durationMs,
            set.data.items.map((item) => ({ jokeNoteId: item.jokeNoteId, estimatedSeconds: item.estimatedSeconds })),
          )
        : [],
    [analysed.durationMs, set.data, setListId],
  );
  const bits = moved && moved.setListId === setListId ? moved.bits : guess;
  const { envelope, envelopeFrameMs } = useMemo(() => envelopeFromLevels(analysed.features.levelDb, analysed.features.frameMs), [analysed.features]);
  const bitName = (index: number) => set.data?.items[index]?.setup ?? `Bit ${index + 1}`;
  const waitingForSet = setListId !== null && bits.length === 0 && set.isPending;

  return (
    <div className="flex flex-col gap-3 border-t border-stage-700 pt-3">
      <p className="text-sm text-cream-100">Your recording is {formatClock(analysed.durationMs)} long. Which set was it?</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-set`}>Set list</Label>
        <select
          id={`${id}-set`}
          className={selectClass}
          value={setListId ?? ""}
          onChange={(e) => setSetListId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">No set list</option>
          {(setLists.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {setListId !== null && bits.length > 0 && (
        <>
          <p className="text-sm text-cream-300">
            A first guess from each bit&apos;s length. Drag the boundaries, or focus one and use the arrow keys, to where each bit really starts.
          </p>
          <RecordingTimeline
            durationMs={analysed.durationMs}
            envelope={envelope}
            envelopeFrameMs={envelopeFrameMs}
            bits={bits}
            bitName={bitName}
            onMoveEdge={(edge, ms) => setMoved({ setListId, bits: moveBitEdge(bits, edge, ms) })}
          />
        </>
      )}
      {setListId !== null && set.isSuccess && set.data.items.length === 0 && <p className="text-sm text-cream-300">This set list has no bits yet.</p>}
      {error && (
        <p role="alert" className="text-sm font-semibold text-neon-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" className="h-11" onClick={onCancel}>
          Cancel
        </Button>
        <Button className="h-11" disabled={waitingForSet} onClick={() => onSave({ setListId, bits })}>
          Save recording
        </Button>
      </div>
    </div>
  );
}

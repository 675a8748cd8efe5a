import { useState } from "react";
import type { Recording } from "@shared/recordings/recording-dto";
import { LAUGH_TAIL_MS } from "@shared/recordings/recording-limits";
import { useBitNames } from "../api/use-bit-names";
import { useRecordingCorrections, type SaveState } from "../api/use-recording-corrections";
import { moveBitEdge } from "../lib/bit-edges";
import { addLaugh } from "../lib/laugh-edits";
import { applauseText, formatRate, laughsText } from "../lib/time-text";
import { BitTable } from "./bit-table";
import { APPLAUSE_WORDS, LAUGH_WORDS, MarkEditor } from "./mark-editor";
import { RecordingTimeline } from "./recording-timeline";

const SAVE_TEXT: Record<SaveState, string> = {
  idle: "",
  waiting: "Saving soon…",
  saving: "Saving…",
  saved: "Changes saved",
  failed: "Not saved",
};

/** A finished recording's timeline, bit table and laughs, corrected in place. */
export function RecordingEditor({
  recording,
  playheadMs,
  onPlay,
  onSeek,
}: {
  recording: Recording & { durationMs: number };
  playheadMs: number;
  onPlay: (startMs: number, endMs?: number) => void;
  onSeek: (ms: number) => void;
}) {
  const { bits, laughs, applause, metrics, saveState, changeBits, changeLaughs, changeApplause } = useRecordingCorrections(recording);
  const [selected, setSelected] = useState(-1);
  const [selectedApplause, setSelectedApplause] = useState(-1);
  const setupOf = useBitNames(
    recording.setListId,
    bits.map((b) => b.jokeNoteId),
  );
  const bitName = (index: number) => {
    const bit = bits[index];
    return (bit && setupOf(bit.jokeNoteId)) ?? `Bit ${index + 1}`;
  };
  const bitAt = (ms: number) => {
    const owner = metrics.bits.find((b) => ms >= b.startMs && ms < b.endMs + LAUGH_TAIL_MS);
    return owner ? `in bit ${owner.position + 1}` : null;
  };
  const durationMs = recording.durationMs;

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Stat label="Laughs" value={laughsText(metrics.laughCount)} />
        <Stat label="Laughs a minute" value={formatRate(metrics.laughsPerMinute)} />
        <Stat label="Applause breaks" value={applauseText(metrics.applauseCount)} />
        <Stat label="Laugh seconds" value={metrics.laughSeconds.toFixed(1)} />
        <Stat label="Laugh seconds a minute" value={formatRate(metrics.laughSecondsPerMinute)} />
      </dl>
      <section aria-labelledby="timeline-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="timeline-heading" className="text-xl font-semibold text-cream-50">
            Timeline
          </h2>
          <p role="status" className="text-sm text-cream-300">
            {SAVE_TEXT[saveState]}
          </p>
        </div>
        <RecordingTimeline
          durationMs={durationMs}
          envelope={recording.envelope}
          envelopeFrameMs={recording.envelopeFrameMs}
          bits={bits}
          bitName={bitName}
          laughs={laughs}
          selectedLaugh={selected}
          onSelectLaugh={setSelected}
          applause={applause}
          selectedApplause={selectedApplause}
          onSelectApplause={setSelectedApplause}
          playheadMs={playheadMs}
          onSeek={onSeek}
          onAddLaughAt={(ms) => {
            const edit = addLaugh(laughs, ms, durationMs);
            changeLaughs(edit.laughs);
            setSelected(edit.index);
          }}
          onMoveEdge={(edge, ms) => changeBits(moveBitEdge(bits, edge, ms))}
        />
        <p className="text-sm text-cream-300">
          Click the timeline to listen from there. Drag a boundary, or focus it and use the arrow keys, to move where a bit starts or ends.
        </p>
      </section>
      <section aria-labelledby="bits-heading" className="flex flex-col gap-2">
        <h2 id="bits-heading" className="text-xl font-semibold text-cream-50">
          Bits
        </h2>
        {bits.length === 0 ? (
          <p className="text-sm text-cream-300 italic">No bits were timed in this recording.</p>
        ) : (
          <BitTable metrics={metrics} bitName={bitName} onPlay={(startMs) => onPlay(startMs)} />
        )}
      </section>
      <MarkEditor
        words={LAUGH_WORDS}
        laughs={laughs}
        durationMs={durationMs}
        selected={selected}
        onSelect={setSelected}
        onChange={changeLaughs}
        playheadMs={playheadMs}
        onPlay={onPlay}
        bitAt={bitAt}
      />
      <MarkEditor
        words={APPLAUSE_WORDS}
        laughs={applause}
        durationMs={durationMs}
        selected={selectedApplause}
        onSelect={setSelectedApplause}
        onChange={changeApplause}
        playheadMs={playheadMs}
        onPlay={onPlay}
        bitAt={bitAt}
      />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stage-700 bg-stage-900/85 p-3">
      <dt className="text-xs text-cream-400">{label}</dt>
      <dd className="text-lg font-semibold text-cream-50 tabular-nums">{value}</dd>
    </div>
  );
}

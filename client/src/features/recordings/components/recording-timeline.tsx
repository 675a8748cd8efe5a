import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { TimeSpan } from "@shared/recordings/recording-dto";
import type { BitSegment } from "@shared/recordings/recording-metrics";
import { cn } from "@/lib/utils";
import { bitEdges, BOUNDARY_STEP_MS, type BitEdge } from "../lib/bit-edges";
import { formatClockTenths } from "../lib/time-text";
import { envelopePath, percentOf, pointerToMs, VIEW_H, VIEW_W } from "../lib/timeline-geometry";

export interface TimelineProps {
  durationMs: number;
  envelope: readonly number[];
  envelopeFrameMs: number;
  bits: readonly BitSegment[];
  /** Each bit's name, by its index in `bits`. */
  bitName: (index: number) => string;
  laughs?: readonly TimeSpan[];
  selectedLaugh?: number;
  onSelectLaugh?: (index: number) => void;
  applause?: readonly TimeSpan[];
  selectedApplause?: number;
  onSelectApplause?: (index: number) => void;
  playheadMs?: number;
  /** A click on the timeline: play from there. */
  onSeek?: (ms: number) => void;
  /** A double click on the timeline: a laugh there. */
  onAddLaughAt?: (ms: number) => void;
  onMoveEdge: (edge: BitEdge, toMs: number) => void;
}

/**
 * The whole set at a glance: the room's level, the bits as numbered bands, the laughs and the
 * applause breaks as marks in their own named lanes under them (applause striped and labelled,
 * not told by colour alone), and a handle on every bit boundary (dragged, or moved with the arrow
 * keys). The bit table and the lists beside it say the same in words.
 */
export function RecordingTimeline(props: TimelineProps) {
  const { durationMs, bits, laughs = [], selectedLaugh = -1, applause = [], selectedApplause = -1 } = props;
  const area = useRef<HTMLDivElement>(null);
  const msAt = (clientX: number) => {
    const rect = area.current?.getBoundingClientRect();
    return rect ? pointerToMs(clientX, rect.left, rect.width, durationMs) : 0;
  };
  const path = envelopePath(props.envelope, props.envelopeFrameMs, durationMs);
  const edges = bitEdges(bits, durationMs);

  return (
    <div
      ref={area}
      role="group"
      aria-label="Timeline"
      aria-describedby="timeline-help"
      className="relative h-48 touch-pan-y rounded-xl border border-stage-600 bg-stage-950 select-none"
      onClick={(e) => props.onSeek?.(msAt(e.clientX))}
      onDoubleClick={(e) => props.onAddLaughAt?.(msAt(e.clientX))}
    >
      {bits.map((bit, i) => (
        <div
          key={i}
          aria-hidden
          className={cn("pointer-events-none absolute inset-y-0 border-l border-stage-500", i % 2 === 0 ? "bg-stage-800" : "bg-stage-700")}
          style={{ left: `${percentOf(bit.startMs, durationMs)}%`, width: `${percentOf(bit.endMs - bit.startMs, durationMs)}%` }}
        >
          <span className="block truncate px-1.5 pt-1 text-xs font-semibold text-cream-50">
            {i + 1}. {props.bitName(i)}
          </span>
        </div>
      ))}
      <svg aria-hidden viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} preserveAspectRatio="none" className="pointer-events-none absolute inset-x-0 top-6 bottom-14 h-[calc(100%-5rem)] w-full">
        {path && <path d={path} className="fill-cream-300/60" />}
      </svg>
      {/* The mark lanes: picked by pointer here and by keyboard in the lists below. */}
      <MarkLane
        label="Laughs"
        one="Laugh"
        marks={laughs}
        selected={selectedLaugh}
        onSelect={props.onSelectLaugh}
        durationMs={durationMs}
        className="bottom-7"
        markClassName="bg-spotlight-400"
      />
      <MarkLane
        label="Applause"
        one="Applause"
        marks={applause}
        selected={selectedApplause}
        onSelect={props.onSelectApplause}
        durationMs={durationMs}
        className="bottom-0"
        markClassName="bg-[repeating-linear-gradient(135deg,#ff8aa0_0_4px,#0b0809_4px_7px)] ring-1 ring-neon-300"
        labelMarks
      />
      {props.playheadMs !== undefined && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 w-0.5 bg-neon-400"
          style={{ left: `${percentOf(props.playheadMs, durationMs)}%` }}
        />
      )}
      {edges.map((edge, k) => (
        <EdgeHandle key={k} edge={edge} name={edgeName(edge, props.bitName)} durationMs={durationMs} msAt={msAt} onMove={props.onMoveEdge} />
      ))}
      <p id="timeline-help" className="sr-only">
        Each boundary is a slider: the arrow keys move it by half a second. The bit table lists the same bits and laughs.
      </p>
    </div>
  );
}

/**
 * One lane of marks under the bands, named at its left ("Laughs", "Applause"): what the mark is
 * is said in words, whatever its colour. Applause marks also carry their name when wide enough.
 */
function MarkLane({
  label,
  one,
  marks,
  selected,
  onSelect,
  durationMs,
  className,
  markClassName,
  labelMarks = false,
}: {
  label: string;
  one: string;
  marks: readonly TimeSpan[];
  selected: number;
  onSelect?: (index: number) => void;
  durationMs: number;
  className: string;
  markClassName: string;
  labelMarks?: boolean;
}) {
  return (
    <div aria-hidden className={cn("absolute inset-x-0 h-7 border-t border-stage-600", className)}>
      {/* Over the marks, not hiding them: the name is outlined, not boxed. */}
      <span className="pointer-events-none absolute top-1.5 left-1.5 z-[1] text-[11px] leading-4 font-semibold text-cream-50 [text-shadow:0_0_2px_#0b0809,0_0_3px_#0b0809,0_0_4px_#0b0809]">
        {label}
      </span>
      {marks.map((mark, i) => (
        <div
          key={i}
          title={`${one} at ${formatClockTenths(mark.startMs)}`}
          onClick={(e) => {
            e.stopPropagation();
            onSelect?.(i);
          }}
          className={cn(
            "absolute top-1 bottom-1 flex min-w-1.5 cursor-pointer items-center overflow-hidden rounded-sm",
            markClassName,
            i === selected && "top-0 bottom-0 outline-2 outline-offset-1 outline-cream-50",
          )}
          style={{ left: `${percentOf(mark.startMs, durationMs)}%`, width: `${percentOf(mark.endMs - mark.startMs, durationMs)}%` }}
        >
          {labelMarks && <span className="truncate bg-stage-950/90 px-0.5 text-[10px] leading-3 font-semibold text-cream-50">{one}</span>}
        </div>
      ))}
    </div>
  );
}

function edgeName(edge: BitEdge, bitName: (index: number) => string): string {
  if (edge.before === null && edge.after !== null) return `Start of ${bitName(edge.after)}`;
  if (edge.after === null && edge.before !== null) return `End of ${bitName(edge.before)}`;
  return `Boundary between ${bitName(edge.before!)} and ${bitName(edge.after!)}`;
}

function EdgeHandle({
  edge,
  name,
  durationMs,
  msAt,
  onMove,
}: {
  edge: BitEdge;
  name: string;
  durationMs: number;
  msAt: (clientX: number) => number;
  onMove: (edge: BitEdge, toMs: number) => void;
}) {
  const keys: Record<string, number> = {
    ArrowLeft: -BOUNDARY_STEP_MS,
    ArrowDown: -BOUNDARY_STEP_MS,
    ArrowRight: BOUNDARY_STEP_MS,
    ArrowUp: BOUNDARY_STEP_MS,
    PageDown: -10 * BOUNDARY_STEP_MS,
    PageUp: 10 * BOUNDARY_STEP_MS,
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = keys[e.key];
    if (step !== undefined) onMove(edge, edge.ms + step);
    else if (e.key === "Home") onMove(edge, edge.minMs);
    else if (e.key === "End") onMove(edge, edge.maxMs);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) onMove(edge, msAt(e.clientX));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={name}
      aria-valuemin={Math.round(edge.minMs / 100) / 10}
      aria-valuemax={Math.round(edge.maxMs / 100) / 10}
      aria-valuenow={Math.round(edge.ms / 100) / 10}
      aria-valuetext={formatClockTenths(edge.ms)}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      className="group absolute inset-y-0 z-10 flex w-6 -translate-x-1/2 cursor-ew-resize touch-none justify-center rounded-md focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:w-11"
      style={{ left: `${percentOf(edge.ms, durationMs)}%` }}
    >
      <span aria-hidden className="h-full w-0.5 bg-cream-50 group-hover:bg-spotlight-300" />
      <span aria-hidden className="absolute top-1/2 h-6 w-2.5 -translate-y-1/2 rounded-sm border border-stage-950 bg-cream-50 group-focus-visible:bg-spotlight-300" />
    </div>
  );
}

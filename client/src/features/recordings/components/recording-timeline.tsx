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
  playheadMs?: number;
  /** A click on the timeline: play from there. */
  onSeek?: (ms: number) => void;
  /** A double click on the timeline: a laugh there. */
  onAddLaughAt?: (ms: number) => void;
  onMoveEdge: (edge: BitEdge, toMs: number) => void;
}

/**
 * The whole set at a glance: the room's level, the bits as numbered bands, the laughs as marks
 * under them, and a handle on every bit boundary (dragged, or moved with the arrow keys). The
 * bit table beside it says the same in words.
 */
export function RecordingTimeline(props: TimelineProps) {
  const { durationMs, bits, laughs = [], selectedLaugh = -1 } = props;
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
      className="relative h-40 touch-pan-y rounded-xl border border-stage-600 bg-stage-950 select-none"
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
      <svg aria-hidden viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} preserveAspectRatio="none" className="pointer-events-none absolute inset-x-0 top-6 bottom-8 h-[calc(100%-3.5rem)] w-full">
        {path && <path d={path} className="fill-cream-300/60" />}
      </svg>
      {/* The laugh lane: marks under the bands, picked by pointer here and by keyboard in the laugh list. */}
      <div aria-hidden className="absolute inset-x-0 bottom-0 h-8 border-t border-stage-600">
        {laughs.map((laugh, i) => (
          <div
            key={i}
            title={`Laugh at ${formatClockTenths(laugh.startMs)}`}
            onClick={(e) => {
              e.stopPropagation();
              props.onSelectLaugh?.(i);
            }}
            className={cn(
              "absolute top-1 bottom-1 min-w-1.5 cursor-pointer rounded-sm bg-spotlight-400",
              i === selectedLaugh && "top-0 bottom-0 outline-2 outline-offset-1 outline-cream-50",
            )}
            style={{ left: `${percentOf(laugh.startMs, durationMs)}%`, width: `${percentOf(laugh.endMs - laugh.startMs, durationMs)}%` }}
          />
        ))}
      </div>
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

import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from "@dnd-kit/core";
import type { WordKind } from "@shared/blender/build-prompt";

/** What a dragged keyword carries. */
export interface KeywordDragData {
  kind: WordKind;
  word: string;
}

export const wordKindLabels: Record<WordKind, string> = { setup: "setup word", topic: "topic", personal: "personal keyword" };

export const keywordDragId = (kind: WordKind, word: string) => `keyword:${kind}:${word}`;
export const chipDropId = (kind: WordKind) => `chip:${kind}`;

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/**
 * A keyword can only go on the chip of its own kind, so any arrow key carries it straight
 * there: the dragged chip's centre is placed on the target chip's centre.
 */
export const keyboardToMatchingChip: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.has(event.code)) return undefined;
  event.preventDefault();
  const data = context.active?.data.current as KeywordDragData | undefined;
  const rect = context.collisionRect;
  const node = data ? context.droppableContainers.get(chipDropId(data.kind))?.node.current : null;
  if (!node || !rect) return undefined;
  const target = node.getBoundingClientRect();
  return { x: target.left + target.width / 2 - rect.width / 2, y: target.top + target.height / 2 - rect.height / 2 };
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To use this keyword in the prompt, press space or enter, then an arrow key to carry it to its chip in the prompt, and space or enter to drop it. Escape cancels.",
};

const dataOf = (value: unknown) => value as KeywordDragData | undefined;

export const blenderAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up the ${wordKindLabels[dataOf(active.data.current)?.kind ?? "setup"]} "${dataOf(active.data.current)?.word ?? ""}".`,
  onDragOver: ({ active, over }) => {
    const data = dataOf(active.data.current);
    if (!data) return undefined;
    return over?.id === chipDropId(data.kind) ? `Over the prompt's ${wordKindLabels[data.kind]}.` : "Not over a matching chip.";
  },
  onDragEnd: ({ active, over }) => {
    const data = dataOf(active.data.current);
    if (!data) return undefined;
    return over?.id === chipDropId(data.kind)
      ? `The prompt now uses "${data.word}" as its ${wordKindLabels[data.kind]}.`
      : `"${data.word}" was dropped outside its chip; the prompt is unchanged.`;
  },
  onDragCancel: ({ active }) => `Cancelled. "${dataOf(active.data.current)?.word ?? ""}" was not used.`,
};

import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { statusLabels } from "@shared/joke-notes/stages";
import { dropLabel } from "./drop-targets";

interface DragData {
  setup?: string;
  from?: keyof typeof statusLabels;
}

const nameOf = (data: unknown) => `"${(data as DragData | undefined)?.setup ?? "joke"}"`;
const fromOf = (data: unknown) => {
  const from = (data as DragData | undefined)?.from;
  return from ? `the ${statusLabels[from]} column` : "its column";
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move a joke, press space or enter. Use the left and right arrow keys to move between columns, " +
    "and the up arrow key to reach the other tab. Press space or enter again to drop it, or escape to cancel.",
};

/**
 * What dnd-kit's live region says during a drag on the board. The column the card starts
 * in is not announced as a move (it would cut off "Picked up"); coming back to it is.
 * The card's name and column are taken at pick-up: once the drag crosses to the other tab
 * the card itself unmounts and dnd-kit no longer has its data.
 */
export function labAnnouncements(): Announcements {
  let lastOver: string | number | null = null;
  let name = nameOf(undefined);
  let origin = fromOf(undefined);
  return {
    onDragStart: ({ active }) => {
      const from = (active.data.current as DragData | undefined)?.from;
      lastOver = from ? `column:${from}` : null;
      name = nameOf(active.data.current);
      origin = fromOf(active.data.current);
      return `Picked up ${name} from ${origin}.`;
    },
    onDragOver: ({ over }) => {
      const id = over?.id ?? null;
      if (id === lastOver) return undefined;
      lastOver = id;
      return over ? `${name} is over ${dropLabel(over.id)}.` : `${name} is not over a column.`;
    },
    onDragEnd: ({ over }) =>
      over ? `${name} was dropped on ${dropLabel(over.id)}.` : `${name} was dropped outside the board. Nothing changed.`,
    onDragCancel: () => `Moving cancelled. ${name} stays in ${origin}.`,
  };
}

import { ArrowRightLeft } from "lucide-react";
import { moveToChoices, type LabColumnStatus } from "@shared/joke-notes/lab-moves";
import { statusLabels } from "@shared/joke-notes/stages";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { developmentColumns, productionColumns } from "../lib/board-columns";

const groups = [
  { title: "Development", columns: developmentColumns.map((c) => c.status) },
  { title: "Production", columns: productionColumns.map((c) => c.status) },
];

interface MoveToMenuProps {
  note: JokeNote;
  /** The card's setup, which names the button for a screen reader. */
  describedBy: string;
  onMoveTo: (id: number, status: LabColumnStatus) => void;
}

/**
 * "Move to…": any other column of either tab in one tap or a few keys, without dragging
 * across the screen (a phone shows one column at a time). The move is the drop's own.
 */
export function MoveToMenu({ note, describedBy, onMoveTo }: MoveToMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Move to…"
        aria-describedby={describedBy}
        className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-md text-cream-400 hover:bg-stage-800 hover:text-spotlight-300 focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:size-11 data-[state=open]:bg-stage-800 data-[state=open]:text-spotlight-300"
      >
        <ArrowRightLeft aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // The card leaves this column: the board puts focus where the card lands.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        {groups.map(({ title, columns }, i) => {
          const choices = moveToChoices(note, columns);
          return (
            <div key={title} role="group" aria-label={title}>
              {i > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-cream-400 uppercase">{title}</DropdownMenuLabel>
              {choices.map((status) => (
                <DropdownMenuItem key={status} className="pointer-coarse:min-h-11" onSelect={() => onMoveTo(note.id, status)}>
                  {statusLabels[status]}
                </DropdownMenuItem>
              ))}
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { ArrowLeft, ArrowRight, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { thoughtCount } from "@shared/thoughts/thought-list";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

export interface CategoryActions {
  onSelect: (id: number | null) => void;
  /** `opener`: the menu's button, where focus returns after the dialog. */
  onEdit: (category: ThoughtCategory, opener: HTMLElement | null) => void;
  onDelete: (category: ThoughtCategory, count: number) => void;
  onMove: (id: number, offset: -1 | 1) => void;
}

interface CategoryTileProps {
  name: string;
  description: string | null;
  color: string;
  count: number;
  selected: boolean;
  onSelect: () => void;
  menu?: ReactNode;
}

/** A tile of the category grid: pressing it shows that category's thoughts. */
export function CategoryTile({ name, description, color, count, selected, onSelect, menu }: CategoryTileProps) {
  return (
    <li className="relative min-w-0">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          "relative flex h-full min-h-20 w-full flex-col gap-1 overflow-hidden rounded-2xl border bg-stage-900/85 p-3 pl-4 text-left sm:min-h-24 sm:p-4 sm:pl-5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400",
          menu && "pr-11 sm:pr-12",
          selected ? "border-spotlight-500 bg-stage-800/90 shadow-[0_0_24px_-10px_rgb(245_165_36/0.7)]" : "border-stage-700 hover:border-stage-500",
        )}
      >
        <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: color }} />
        <span className="truncate font-display text-xl leading-tight tracking-wide text-cream-50 sm:text-2xl">{name}</span>
        <span className="text-xs font-semibold text-spotlight-300">{thoughtCount(count)}</span>
        {description && <span className="hidden text-sm text-cream-300 sm:line-clamp-2">{description}</span>}
      </button>
      {menu && <div className="absolute top-1 right-1 sm:top-1.5 sm:right-1.5">{menu}</div>}
    </li>
  );
}

interface CategoryMenuProps {
  category: ThoughtCategory;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  actions: CategoryActions;
}

/** Edit, move and delete one category. */
export function CategoryMenu({ category, count, isFirst, isLast, actions }: CategoryMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" className="size-11" aria-label={`Options for ${category.name}`}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEdit(category, trigger.current)}>
          <Pencil aria-hidden />
          Edit category
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isFirst} onSelect={() => actions.onMove(category.id, -1)}>
          <ArrowLeft aria-hidden />
          Move earlier
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isLast} onSelect={() => actions.onMove(category.id, 1)}>
          <ArrowRight aria-hidden />
          Move later
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-neon-300 focus:text-neon-300" onSelect={() => actions.onDelete(category, count)}>
          <Trash2 aria-hidden />
          Delete category
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

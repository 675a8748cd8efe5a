import { ExternalLink, Pencil, Sparkles, Star, Trash2 } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { Thought } from "@shared/thoughts/thought-dto";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

export interface ThoughtActions {
  onToggleFavorite: (thought: Thought) => void;
  onEdit: (thought: Thought) => void;
  onDelete: (thought: Thought) => void;
  onPromote: (thought: Thought) => void;
}

interface ThoughtItemProps {
  thought: Thought;
  /** Shown when the list holds more than one category. */
  category: ThoughtCategory | undefined;
  showCategory: boolean;
  /** The joke note made from this thought during this visit. */
  jokeNoteId: number | undefined;
  promoting: boolean;
  actions: ThoughtActions;
}

/** One thought: its words, tags, category and date, and what can be done with it. */
export const ThoughtItem = memo(function ThoughtItem({
  thought,
  category,
  showCategory,
  jokeNoteId,
  promoting,
  actions,
}: ThoughtItemProps) {
  const contentId = `thought-${thought.id}-content`;
  const short = thought.content.length > 40 ? `${thought.content.slice(0, 40)}…` : thought.content;
  return (
    <li
      aria-labelledby={contentId}
      className="relative flex flex-col gap-3 overflow-hidden rounded-xl border border-stage-700 bg-stage-950/60 p-4 pl-5"
    >
      <span aria-hidden className="absolute inset-y-0 left-0 w-1" style={{ backgroundColor: category?.color ?? "#6B7280" }} />
      <div className="flex items-start gap-2">
        <p id={contentId} className="min-w-0 flex-1 whitespace-pre-wrap break-words text-cream-50">
          {thought.content}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className={cn("-mt-2 -mr-2 size-11", thought.isFavorite ? "text-spotlight-400 hover:text-spotlight-300" : "text-cream-400")}
          aria-pressed={thought.isFavorite}
          aria-label={`Favorite: ${short}`}
          onClick={() => actions.onToggleFavorite(thought)}
        >
          <Star aria-hidden className={cn(thought.isFavorite && "fill-current")} />
        </Button>
      </div>
      {(thought.tags.length > 0 || showCategory) && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {showCategory && category && (
            <li className="flex items-center gap-1.5 rounded-full bg-stage-800 px-2.5 py-0.5 text-xs font-semibold text-cream-100">
              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: category.color }} />
              <span className="sr-only">Category: </span>
              {category.name}
            </li>
          )}
          {thought.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-spotlight-500/15 px-2.5 py-0.5 text-xs font-semibold text-spotlight-300 ring-1 ring-spotlight-500/40">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-cream-400">{formatDate(thought.createdAt)}</span>
        <span className="flex flex-wrap items-center gap-1">
          {jokeNoteId === undefined ? (
            <Button variant="outline" size="sm" className="h-11" disabled={promoting} onClick={() => actions.onPromote(thought)}>
              <Sparkles aria-hidden />
              {promoting ? "Making it a joke..." : "Make it a joke"}
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm" className="h-11 border-spotlight-500/70 text-spotlight-300">
              <Link href={`/joke-notes?edit=${jokeNoteId}`}>
                <ExternalLink aria-hidden />
                Open joke note
              </Link>
            </Button>
          )}
          <Button variant="ghost" size="icon" className="size-11" aria-label={`Edit thought: ${short}`} onClick={() => actions.onEdit(thought)}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-11 hover:text-neon-300"
            aria-label={`Delete thought: ${short}`}
            onClick={() => actions.onDelete(thought)}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
    </li>
  );
});

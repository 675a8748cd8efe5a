import { Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import { noteContentPreview, noteTitlePreview } from "@shared/notes/note-list";
import type { Note } from "@shared/notes/note-dto";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

interface NoteCardProps {
  note: Note;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** One note in the grid: title and a preview (both cut to the spec's lengths), its date and actions. */
export const NoteCard = memo(function NoteCard({ note, onEdit, onDelete }: NoteCardProps) {
  const titleId = `note-${note.id}-title`;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="group relative flex h-full flex-col gap-3 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 shadow-[0_12px_40px_-20px_rgb(0_0_0/0.8)] transition-colors hover:border-spotlight-500/60 sm:p-5"
      >
        <h3 id={titleId} className="min-w-0 font-display text-2xl leading-tight tracking-wide text-cream-50 break-words">
          {/* The whole card opens the note (the button's box is stretched over it); the actions sit above. */}
          <button
            type="button"
            onClick={() => onEdit(note)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-spotlight-400"
          >
            {noteTitlePreview(note)}
          </button>
        </h3>
        <p className="min-w-0 flex-1 text-sm leading-relaxed break-words text-cream-300">{noteContentPreview(note)}</p>
        <div className="flex items-center justify-between gap-2 border-t border-stage-700/70 pt-2">
          <span className="text-xs text-cream-400">
            {note.updatedAt === note.createdAt ? "Created" : "Updated"} {formatDate(note.updatedAt)}
          </span>
          <span className="relative z-10 flex gap-1">
            <Button variant="ghost" size="icon" className="size-11" aria-label={`Edit note: ${note.title}`} onClick={() => onEdit(note)}>
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 hover:text-neon-300"
              aria-label={`Delete note: ${note.title}`}
              onClick={() => onDelete(note)}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        </div>
      </article>
    </li>
  );
});

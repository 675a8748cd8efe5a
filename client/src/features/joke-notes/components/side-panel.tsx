import { NotebookPen, X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Button } from "@/components/ui/button";
import type { PanelState } from "../hooks/use-panel";
import { JokeNoteForm } from "./joke-note-form";
import { JokeNoteView } from "./joke-note-view";

interface SidePanelProps {
  panel: PanelState;
  note: JokeNote | undefined;
  onClose: () => void;
  onView: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onSaved: (id: number) => void;
  onDirtyChange: (dirty: boolean) => void;
}

const titles = { create: "New Joke Note", edit: "Edit Joke Note", view: "Joke Note" } as const;

/**
 * The create form, the edit form or the read-only view, else a placeholder. On small
 * screens it takes the list's place and its close button returns to the list.
 */
export function SidePanel({ panel, note, onClose, onView, onEdit, onDelete, onSaved, onDirtyChange }: SidePanelProps) {
  const ref = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mode = panel.mode === "create" || note ? panel.mode : "empty";
  const viewedId = mode === "view" ? note?.id : undefined;

  // Opening a note (or saving one, which shows it) moves focus to it, never to the page's body.
  useEffect(() => {
    if (viewedId !== undefined) headingRef.current?.focus({ preventScroll: true });
  }, [viewedId]);

  useEffect(() => {
    if (mode === "empty") return;
    if (window.matchMedia("(max-width: 1023px)").matches) ref.current?.scrollIntoView({ block: "start" });
  }, [mode, panel]);

  if (mode === "empty") {
    return (
      <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-stage-600 bg-stage-900/40 p-8 text-center">
        <NotebookPen aria-hidden className="size-8 text-spotlight-400/70" />
        <p className="text-cream-300">Select a joke note to view or create a new one</p>
      </div>
    );
  }

  return (
    <section
      ref={ref}
      aria-labelledby="joke-note-panel-title"
      className="scroll-mt-24 rounded-2xl border border-stage-700 bg-stage-900/85 shadow-[0_12px_40px_-20px_rgb(0_0_0/0.8)]"
    >
      <div aria-hidden className="bg-curtain h-1.5 rounded-t-2xl" />
      <div className="flex items-center justify-between gap-3 p-5 pb-0 sm:p-6 sm:pb-0">
        <h2
          id="joke-note-panel-title"
          ref={headingRef}
          tabIndex={-1}
          className="rounded-md font-display text-3xl tracking-wide text-cream-50 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-spotlight-400"
        >
          {titles[mode]}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} className="lg:hidden" aria-label="Close">
          <X aria-hidden />
          Close
        </Button>
      </div>
      <div className="p-5 sm:p-6">
        {mode === "view" && note && (
          <JokeNoteView note={note} onEdit={() => onEdit(note.id)} onDelete={() => onDelete(note.id)} />
        )}
        {mode === "edit" && note && (
          <JokeNoteForm
            key={note.id}
            note={note}
            onSaved={(saved) => onSaved(saved.id)}
            onCancel={() => onView(note.id)}
            onDirtyChange={onDirtyChange}
          />
        )}
        {mode === "create" && (
          <JokeNoteForm key="new" onSaved={(saved) => onSaved(saved.id)} onCancel={onClose} onDirtyChange={onDirtyChange} />
        )}
      </div>
    </section>
  );
}

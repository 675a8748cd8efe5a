import { NotebookPen, Plus, Search } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { matchesNoteSearch } from "@shared/notes/note-list";
import type { Note } from "@shared/notes/note-dto";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeleteNote } from "../api/delete-note";
import { useNotes } from "../api/get-notes";
import { NoteCard } from "./note-card";
import { NoteDialog, type NoteDialogState } from "./note-dialog";

export const DELETE_CONFIRM = "Are you sure you want to delete this note?";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3";

export function NotesPage() {
  const notesQuery = useNotes();
  const notes = notesQuery.data;
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [dialog, setDialog] = useState<NoteDialogState>({ mode: "closed" });

  const visible = useMemo(
    () => (notes ?? []).filter((note) => matchesNoteSearch(note, deferredSearch)),
    [notes, deferredSearch],
  );

  const remove = useDeleteNote({
    onSuccess: () => toast({ title: "Note deleted successfully!" }),
    onError: (error) => toast({ title: "Error deleting note", description: error.message, variant: "destructive" }),
  });
  const { mutate: removeNote } = remove;
  const deleteNote = useCallback(
    (note: Note) => {
      if (window.confirm(DELETE_CONFIRM)) removeNote(note.id);
    },
    [removeNote],
  );
  const editNote = useCallback((note: Note) => setDialog({ mode: "edit", note }), []);
  const newNote = () => setDialog({ mode: "create" });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Just Notes"
        description="Set lists, reminders, overheard lines: everything that isn't a joke yet."
        actions={
          <Button className="h-11" onClick={newNote}>
            <Plus aria-hidden />
            New Note
          </Button>
        }
      />

      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-cream-400" />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-label="Search notes"
          placeholder="Search titles and content..."
          className="pl-9"
        />
      </div>

      {notesQuery.isPending ? (
        <ul aria-label="Loading notes" className={GRID}>
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-44 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : notesQuery.isError && notes === undefined ? (
        <EmptyState title="Your notes could not be loaded." text={notesQuery.error.message}>
          <Button variant="outline" className="h-11" onClick={() => void notesQuery.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : notes && notes.length === 0 ? (
        <EmptyState title="No notes yet" text="Jot down a set list, a reminder or a line you overheard.">
          <Button className="h-11" onClick={newNote}>
            <Plus aria-hidden />
            Create your first note
          </Button>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No notes found" text={`Nothing matches “${search.trim()}”.`}>
          <Button variant="outline" className="h-11" onClick={() => setSearch("")}>
            Clear Search
          </Button>
        </EmptyState>
      ) : (
        <ul aria-label="Your notes" className={GRID}>
          {visible.map((note) => (
            <NoteCard key={note.id} note={note} onEdit={editNote} onDelete={deleteNote} />
          ))}
        </ul>
      )}

      <NoteDialog state={dialog} onClose={() => setDialog({ mode: "closed" })} />
    </div>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="bg-spotlight flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stage-600 px-6 py-12 text-center">
      <NotebookPen aria-hidden className="size-10 text-spotlight-400" />
      <h2 className="font-display text-3xl tracking-wide text-cream-50">{title}</h2>
      <p className="max-w-md text-cream-300">{text}</p>
      {children}
    </div>
  );
}

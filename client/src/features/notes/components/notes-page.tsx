import { NotebookPen, Plus } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { matchesNoteSearch } from "@shared/notes/note-list";
import type { Note } from "@shared/notes/note-dto";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeleteNote } from "../api/delete-note";
import { useNotes } from "@/data/notes/queries";
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

      <SearchField value={search} onChange={setSearch} label="Search notes" placeholder="Search titles and content..." />

      {notesQuery.isPending ? (
        <ul aria-label="Loading notes" className={GRID}>
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-44 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : notesQuery.isError && notes === undefined ? (
        <EmptyState icon={NotebookPen} level={2} title="Your notes could not be loaded." text={notesQuery.error.message}>
          <Button variant="outline" className="h-11" onClick={() => void notesQuery.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : notes && notes.length === 0 ? (
        <EmptyState icon={NotebookPen} level={2} title="No notes yet" text="Jot down a set list, a reminder or a line you overheard.">
          <Button className="h-11" onClick={newNote}>
            <Plus aria-hidden />
            Create your first note
          </Button>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState icon={NotebookPen} level={2} title="No notes found" text={`Nothing matches “${search.trim()}”.`}>
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

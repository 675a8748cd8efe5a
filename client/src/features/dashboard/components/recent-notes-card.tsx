import { Plus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { punchlineCount, truncate } from "@shared/joke-notes/list-rules";
import { formatDate } from "@/lib/format";
import type { JokeNoteListItem } from "../api/get-joke-notes";
import { NoteListCard, NoteRow } from "./note-list-card";

export function RecentNotesCard({ notes, loading }: { notes: JokeNoteListItem[]; loading: boolean }) {
  return (
    <NoteListCard
      title="Recent Joke Notes"
      loading={loading}
      headerAction={
        <Button asChild size="sm" variant="outline">
          <Link href="/joke-notes">
            <Plus aria-hidden />
            New
          </Link>
        </Button>
      }
      empty={{ text: "No joke notes yet. Create your first joke note!", cta: "Get Started", href: "/joke-notes" }}
    >
      {notes.map((note) => (
        <NoteRow
          key={note.id}
          title={truncate(note.setup, 50)}
          editHref={`/joke-notes?edit=${note.id}`}
          meta={
            <>
              <span>{formatDate(note.createdAt)}</span>
              <span>{punchlineCount(note.punchlines.length)}</span>
            </>
          }
        />
      ))}
    </NoteListCard>
  );
}

import { Plus } from "lucide-react";
import { Link } from "wouter";
import { punchlineCount, truncate } from "@shared/joke-notes/list-rules";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { NoteListCard, NoteRow } from "./note-list-card";

export function RecentNotesCard({ notes }: { notes: JokeNote[] }) {
  return (
    <NoteListCard
      title="Recent Joke Notes"
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

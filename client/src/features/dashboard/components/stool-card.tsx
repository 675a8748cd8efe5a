import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { truncate } from "@shared/joke-notes/list-rules";
import { formatDate } from "@/lib/format";
import type { JokeNoteListItem } from "../api/get-joke-notes";
import { NoteListCard, NoteRow } from "./note-list-card";

export function StoolCard({ notes, loading }: { notes: JokeNoteListItem[]; loading: boolean }) {
  return (
    <NoteListCard
      title="My Stool"
      loading={loading}
      headerAction={
        <Button asChild size="sm" variant="outline">
          <Link href="/my-stool">View All</Link>
        </Button>
      }
      empty={{ text: "No jokes on the stool yet. Add some for your next set!", cta: "Manage Stool", href: "/my-stool" }}
    >
      {notes.map((note) => (
        <NoteRow
          key={note.id}
          title={truncate(note.setup, 30)}
          editHref="/my-stool"
          meta={
            <>
              <span>{formatDate(note.updatedAt)}</span>
              <Badge>Ready for stage</Badge>
            </>
          }
        />
      ))}
    </NoteListCard>
  );
}

import { Link } from "wouter";
import { truncate } from "@shared/joke-notes/list-rules";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { NoteListCard, NoteRow } from "./note-list-card";

export function StoolCard({ notes }: { notes: JokeNote[] }) {
  return (
    <NoteListCard
      title="My Stool"
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

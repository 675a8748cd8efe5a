import { Link } from "wouter";
import { truncate } from "@shared/joke-notes/list-rules";
import { performCategoryLabels, performCategoryOf } from "@shared/joke-notes/perform-set";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { NoteListCard, NoteRow } from "./note-list-card";

/**
 * Everything on the stool (all three Production sets). Each row names its set and leads to it,
 * so a joke in Main is never looked for in My Stool; View All opens the set that has jokes.
 */
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
      {notes.map((note) => {
        const category = performCategoryOf(note);
        return (
          <NoteRow
            key={note.id}
            title={truncate(note.setup, 30)}
            editHref={`/my-stool?category=${category}`}
            meta={
              <>
                <span>{formatDate(note.updatedAt)}</span>
                <Badge>Ready for stage</Badge>
                <span>in {performCategoryLabels[category]}</span>
              </>
            }
          />
        );
      })}
    </NoteListCard>
  );
}

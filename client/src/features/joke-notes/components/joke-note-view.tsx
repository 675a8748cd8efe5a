import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Button } from "@/components/ui/button";
import { formatDateTime, wasUpdated } from "../lib/date-time";
import { HistoryPanel } from "./history-panel";
import { JokeHistory } from "./joke-history";
import { JokeTakes } from "./joke-takes";
import { StageBadge } from "./stage-badge";

/** The read-only view: Setup, Punchlines, Notes, Created, and Updated when it differs. */
export function JokeNoteView({ note, onEdit, onDelete }: { note: JokeNote; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="grid gap-5">
      <StageBadge note={note} className="justify-self-start" />
      <ViewSection title="Setup">
        <p className="text-lg whitespace-pre-wrap text-cream-50 [overflow-wrap:anywhere]">{note.setup}</p>
      </ViewSection>
      <ViewSection title="Punchlines">
        {note.punchlines.length > 0 ? (
          <ol className="grid list-decimal gap-1.5 pl-5 marker:text-spotlight-400">
            {note.punchlines.map((punchline, i) => (
              <li key={i} className="whitespace-pre-wrap text-cream-100 [overflow-wrap:anywhere]">
                {punchline}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-cream-400 italic">No punchlines yet</p>
        )}
      </ViewSection>
      {note.notes && (
        <ViewSection title="Notes">
          <p className="whitespace-pre-wrap text-cream-100 [overflow-wrap:anywhere]">{note.notes}</p>
        </ViewSection>
      )}
      <JokeHistory id={note.id} />
      <JokeTakes id={note.id} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-stage-700 pt-4 text-sm">
        <dt className="text-cream-400">Created</dt>
        <dd className="text-cream-100">{formatDateTime(note.createdAt)}</dd>
        {wasUpdated(note.createdAt, note.updatedAt) && (
          <>
            <dt className="text-cream-400">Updated</dt>
            <dd className="text-cream-100">{formatDateTime(note.updatedAt)}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" onClick={onDelete} className="hover:text-neon-400">
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <HistoryPanel key={note.id} note={note} />
    </div>
  );
}

function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">{title}</h3>
      {children}
    </section>
  );
}

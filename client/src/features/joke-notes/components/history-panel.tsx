import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { SET_ASIDE_LABELS } from "@shared/joke-notes/set-aside";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { toast } from "@/components/ui/use-toast";
import { useJokeNoteVersions } from "@/data/joke-notes/versions";
import { useRestoreJokeNoteVersion } from "../api/restore-joke-note-version";
import { formatDateTime } from "../lib/date-time";
import { wordDiff, type DiffPart } from "../lib/word-diff";

/** The note's earlier words: pick a version to see, word by word, how today's text differs, and restore it. */
export function HistoryPanel({ note }: { note: JokeNote }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="border-t border-stage-700 pt-4">
      <CollapsibleTrigger asChild>
        <Button variant="outline" size="sm" aria-expanded={open}>
          <History aria-hidden />
          {open ? "Hide history" : "History"}
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>{open && <Versions note={note} />}</CollapsibleContent>
    </Collapsible>
  );
}

function Versions({ note }: { note: JokeNote }) {
  const versions = useJokeNoteVersions(note.id, true);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const restore = useRestoreJokeNoteVersion({
    onSuccess: () => {
      setSelectedId(null);
      toast({ title: "Version restored", description: "The words it replaced are kept in the history." });
    },
    onError: (error) => toast({ title: "Error restoring version", description: error.message, variant: "destructive" }),
  });

  if (versions.isPending) return <p className="mt-3 text-sm text-cream-300">Loading history…</p>;
  if (versions.isError) return <p role="alert" className="mt-3 text-sm text-neon-400">Could not load the history: {versions.error.message}</p>;
  if (versions.data.length === 0) {
    return <p className="mt-3 text-sm text-cream-300 italic">No earlier versions yet. Each edit of the words keeps one.</p>;
  }

  const selected = versions.data.find((version) => version.id === selectedId) ?? versions.data[0]!;
  return (
    <div className="mt-3 grid gap-4">
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">Versions</legend>
        <ul className="grid max-h-56 gap-1 overflow-y-auto">
          {versions.data.map((version) => (
            <li key={version.id}>
              <label className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1 text-sm text-cream-100 hover:bg-stage-800 has-[:checked]:bg-stage-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-spotlight-400">
                <input
                  type="radio"
                  name={`versions-${note.id}`}
                  className="accent-spotlight-500"
                  checked={version.id === selected.id}
                  onChange={() => setSelectedId(version.id)}
                />
                <span className="shrink-0">{formatDateTime(version.createdAt)}</span>
                {version.setAside && (
                  <span className="rounded-full border border-spotlight-500/60 px-2 py-0.5 text-xs text-spotlight-300">
                    {SET_ASIDE_LABELS[version.setAside]}
                  </span>
                )}
                <span className="truncate text-cream-400">{version.setup}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <VersionDiff version={selected} note={note} />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={restore.isPending}
        onClick={() => restore.mutate({ noteId: note.id, versionId: selected.id })}
      >
        <RotateCcw aria-hidden />
        {restore.isPending ? "Restoring…" : "Restore this version"}
      </Button>
    </div>
  );
}

function VersionDiff({ version, note }: { version: JokeNoteVersion; note: JokeNote }) {
  const fields = wordDiff(version, note);
  return (
    <section aria-label="Changes since this version" className="rounded-xl border border-stage-700 bg-stage-950/60 p-4">
      <h4 className="mb-2 text-sm font-semibold text-cream-50">From this version to the current words</h4>
      {fields.length === 0 ? (
        <p className="text-sm text-cream-300">Same words as now.</p>
      ) : (
        <dl className="grid gap-3">
          {fields.map((field) => (
            <div key={field.label}>
              <dt className="text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">{field.label}</dt>
              <dd className="whitespace-pre-wrap text-cream-100 [overflow-wrap:anywhere]">
                {field.parts.map((part, i) => (
                  <Part key={i} part={part} />
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Part({ part }: { part: DiffPart }) {
  if (part.change === "same") return <span>{part.text}</span>;
  if (part.change === "removed") {
    return (
      <del className="rounded bg-neon-700/30 text-cream-50 decoration-neon-400">
        <span className="sr-only">removed: </span>
        {part.text}
      </del>
    );
  }
  return (
    <ins className="rounded bg-emerald-700/40 text-cream-50 no-underline">
      <span className="sr-only">added: </span>
      {part.text}
    </ins>
  );
}

import { useEffect, useRef, useState } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { mergeDraft } from "@shared/joke-notes/note-conflict";
import { noteText, type NoteText } from "@shared/joke-notes/note-text";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { NoteConflict } from "@/data/joke-notes/saves";
import { useReturnFocus } from "@/lib/use-return-focus";
import { myWords, useResolveConflict, type ConflictChoice } from "../api/resolve-conflict";

interface ConflictDialogProps {
  conflict: NoteConflict | undefined;
  onResolved: (note: JokeNote) => void;
  onClose: () => void;
  /** Focused when the dialog closes (the save button, which was disabled while the save was sent). */
  returnFocusTo?: HTMLElement | null;
}

/**
 * A save that met another device's words: both versions side by side, and the choice of
 * keeping mine, keeping theirs or merging them by hand. Closing it saves nothing; the form
 * keeps what was typed.
 */
export function ConflictDialog({ conflict, onResolved, onClose, returnFocusTo }: ConflictDialogProps) {
  const [shown, setShown] = useState(conflict);
  const [merging, setMerging] = useState<NoteText>();
  const [error, setError] = useState<string>();
  const [given, setGiven] = useState(conflict);
  // Back from merging, focus returns to the button that opened it (it was not drawn meanwhile).
  const mergeButton = useRef<HTMLButtonElement>(null);
  const backFromMerge = useRef(false);
  useEffect(() => {
    if (backFromMerge.current && !merging) {
      backFromMerge.current = false;
      mergeButton.current?.focus();
    }
  }, [merging]);
  if (conflict !== given) {
    setGiven(conflict);
    if (conflict) {
      setShown(conflict);
      setMerging(undefined);
      setError(undefined);
    }
  }
  const open = conflict !== undefined;
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const resolve = useResolveConflict({
    onSuccess: onResolved,
    onError: (failure) => {
      if (failure instanceof NoteConflict) {
        // Changed yet again meanwhile: the newer version is shown, nothing saved.
        setShown(failure);
        setMerging(undefined);
        setError("It changed on another device again. Here is the newest version.");
      } else setError(failure.message);
    },
  });
  const on = shown;
  if (!on) return null;
  const mine = myWords(on);
  const theirs = noteText(on.theirs);
  const choose = (choice: ConflictChoice) => {
    setError(undefined);
    resolve.mutate({ conflict: on, choice });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !resolve.isPending && onClose()}>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Changed on another device</DialogTitle>
          <DialogDescription>
            This joke was saved somewhere else while you were editing it, and nothing was saved yet. Keep one version or merge
            them: the words you don&apos;t keep stay in the joke&apos;s history.
          </DialogDescription>
        </DialogHeader>
        {merging ? (
          <MergeForm
            draft={merging}
            onChange={setMerging}
            busy={resolve.isPending}
            onSave={() => choose({ keep: "merged", words: merging })}
            onBack={() => {
              setMerging(undefined);
              backFromMerge.current = true;
            }}
          />
        ) : (
          <div className="grid gap-5">
            <div className="grid gap-4 md:grid-cols-2">
              <VersionWords title="Theirs" hint="Saved on another device" words={theirs} />
              <VersionWords title="Mine" hint="What you typed" words={mine} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button disabled={resolve.isPending} onClick={() => choose({ keep: "mine" })}>
                Keep mine
              </Button>
              <Button variant="outline" disabled={resolve.isPending} onClick={() => choose({ keep: "theirs" })}>
                Keep theirs
              </Button>
              <Button
                ref={mergeButton}
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => setMerging(mergeDraft(mine, theirs, on.base && noteText(on.base)))}>
                Merge…
              </Button>
            </div>
          </div>
        )}
        {error && (
          <div className="mt-4">
            <FormAlert message={error} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function VersionWords({ title, hint, words }: { title: string; hint: string; words: NoteText }) {
  const id = `conflict-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-2 rounded-xl border border-stage-700 bg-stage-950/60 p-4">
      <h3 id={id} className="font-semibold text-cream-50">
        {title} <span className="text-sm font-normal text-cream-300">· {hint}</span>
      </h3>
      <p className="whitespace-pre-wrap text-cream-100 [overflow-wrap:anywhere]">{words.setup}</p>
      {words.punchlines.length > 0 && (
        <ol className="grid list-decimal gap-1 pl-5 text-cream-100 [overflow-wrap:anywhere]">
          {words.punchlines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      )}
      {words.notes && <p className="text-sm whitespace-pre-wrap text-cream-300 [overflow-wrap:anywhere]">Notes: {words.notes}</p>}
      {words.inspiration && (
        <p className="text-sm whitespace-pre-wrap text-cream-300 [overflow-wrap:anywhere]">Inspiration: {words.inspiration}</p>
      )}
    </section>
  );
}

interface MergeFormProps {
  draft: NoteText;
  onChange: (draft: NoteText) => void;
  busy: boolean;
  onSave: () => void;
  onBack: () => void;
}

/**
 * Both versions' words, combined per field to start from; blank punchlines are dropped when
 * saved. It opens with the combined setup focused: the button that opened it is gone.
 */
function MergeForm({ draft, onChange, busy, onSave, onBack }: MergeFormProps) {
  const setupField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setupField.current?.focus(), []);
  const lines = draft.punchlines.length > 0 ? draft.punchlines : [""];
  const setLine = (index: number, value: string) => onChange({ ...draft, punchlines: lines.map((line, i) => (i === index ? value : line)) });
  return (
    <form
      className="grid gap-4"
      aria-label="Merge the two versions"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <FormField id="merge-setup" label="Setup">
        <Textarea ref={setupField} id="merge-setup" required rows={4} value={draft.setup} onChange={(e) => onChange({ ...draft, setup: e.target.value })} />
      </FormField>
      {lines.map((line, index) => (
        <FormField key={index} id={`merge-punchline-${index}`} label={`Punchline ${index + 1}`}>
          <Textarea id={`merge-punchline-${index}`} rows={2} value={line} onChange={(e) => setLine(index, e.target.value)} />
        </FormField>
      ))}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange({ ...draft, punchlines: [...lines, ""] })}>
        Add a punchline
      </Button>
      <FormField id="merge-notes" label="Notes">
        <Textarea id="merge-notes" rows={2} value={draft.notes ?? ""} onChange={(e) => onChange({ ...draft, notes: e.target.value || null })} />
      </FormField>
      <FormField id="merge-inspiration" label="Inspiration">
        <Textarea
          id="merge-inspiration"
          rows={2}
          value={draft.inspiration ?? ""}
          onChange={(e) => onChange({ ...draft, inspiration: e.target.value || null })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || draft.setup.trim() === ""}>
          {busy ? "Saving…" : "Save merged"}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onBack}>
          Back to both versions
        </Button>
      </div>
    </form>
  );
}

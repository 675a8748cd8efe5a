import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { createJokeNoteSchema, updateJokeNoteSchema } from "@shared/joke-notes/joke-note-input";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { NoteConflict } from "@/data/joke-notes/saves";
import { openedFromLab } from "@/lib/opened-from-lab";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import { pendingCreate, useCreateJokeNote } from "../api/create-joke-note";
import { useUpdateJokeNote } from "../api/update-joke-note";
import { DISCARD_CONFIRM } from "../hooks/use-panel";
import { SAVED_ON_DEVICE } from "../offline/offline-texts";
import { formValuesFor, toCreateInput, toUpdateInput, type NoteFormValues } from "../lib/note-form";
import { ConflictDialog } from "./conflict-dialog";
import { PunchlineFields } from "./punchline-fields";
import { StageFields } from "./stage-fields";

interface JokeNoteFormProps {
  /** The note being edited; none for a new note. */
  note?: JokeNote;
  onSaved: (note: JokeNote) => void;
  onCancel: () => void;
  /** Told whether the form holds words not yet saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Create and edit form. The payload is parsed by the shared schema before it is sent; a
 * failure there is only logged, as the spec says (the browser already insists on a setup).
 */
export function JokeNoteForm({ note, onSaved, onCancel, onDirtyChange }: JokeNoteFormProps) {
  const editing = note !== undefined;
  const { register, control, handleSubmit, setValue, setFocus, formState } = useForm<NoteFormValues>({
    defaultValues: formValuesFor(note),
  });
  // A form that opens takes focus: the comedian types the setup straight away.
  useEffect(() => setFocus("setup"), [setFocus]);
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  useLeaveGuard(isDirty, DISCARD_CONFIRM);
  // The server's refusal stays in the form (the toast vanishes after 5 s).
  const [serverError, setServerError] = useState<string>();
  const create = useCreateJokeNote({
    onSuccess: ({ note: created, queued }) => {
      toast({ title: queued ? SAVED_ON_DEVICE : "Joke Note created successfully!" });
      onSaved(created);
    },
    onError: (error) => {
      setServerError(error.message);
      toast({ title: "Error creating joke note", description: error.message, variant: "destructive" });
    },
  });
  // The note as the comedian opened it: a save goes only onto that version (If-Match).
  const [base] = useState(note);
  const [conflict, setConflict] = useState<NoteConflict>();
  const [saveButton, setSaveButton] = useState<HTMLButtonElement | null>(null);
  const update = useUpdateJokeNote({
    onSuccess: ({ note: updated, queued }) => {
      toast({ title: queued ? SAVED_ON_DEVICE : "Joke Note updated successfully!" });
      onSaved(updated);
    },
    onError: (error) => {
      // Changed on another device meanwhile: both versions are shown, nothing is lost.
      if (error instanceof NoteConflict) return setConflict(error);
      setServerError(error.message);
      toast({ title: openedFromLab() ? "Failed to update joke note" : "Error updating joke note", description: error.message, variant: "destructive" });
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = (values: NoteFormValues) => {
    setServerError(undefined);
    if (note) {
      const input = toUpdateInput(values);
      const parsed = updateJokeNoteSchema.safeParse(input);
      if (!parsed.success) return console.error("Joke note form is invalid", parsed.error.issues);
      update.mutate({ id: note.id, input, base });
    } else {
      const input = toCreateInput(values);
      const parsed = createJokeNoteSchema.safeParse(input);
      if (!parsed.success) return console.error("Joke note form is invalid", parsed.error.issues);
      create.mutate(pendingCreate(input));
    }
  };

  const [stage, onStool, stoolCategory] = useWatch({ control, name: ["stage", "onStool", "stoolCategory"] });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      <FormField id="joke-note-setup" label="Setup">
        <Textarea
          id="joke-note-setup"
          required
          rows={3}
          placeholder="The premise: what's funny about it?"
          className="min-h-20"
          {...register("setup")}
        />
      </FormField>
      <PunchlineFields control={control} register={register} />
      {editing && (
        <StageFields
          value={{ stage, onStool, stoolCategory }}
          onChange={(next) => {
            setValue("stage", next.stage, { shouldDirty: true });
            setValue("onStool", next.onStool, { shouldDirty: true });
            setValue("stoolCategory", next.stoolCategory, { shouldDirty: true });
          }}
        />
      )}
      <FormField id="joke-note-notes" label="Notes">
        <Textarea id="joke-note-notes" rows={3} placeholder="Tags, callbacks, how it went last time..." {...register("notes")} />
      </FormField>
      <FormField id="joke-note-inspiration" label="Inspiration">
        <Textarea
          id="joke-note-inspiration"
          rows={2}
          placeholder="Where did this come from?"
          {...register("inspiration")}
        />
      </FormField>
      <FormAlert message={serverError} />
      <ConflictDialog
        conflict={conflict}
        returnFocusTo={saveButton}
        onClose={() => setConflict(undefined)}
        onResolved={(saved) => {
          setConflict(undefined);
          toast({ title: "Joke Note updated successfully!" });
          onSaved(saved);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button ref={setSaveButton} type="submit" disabled={pending}>
          {editing ? (update.isPending ? "Saving..." : "Save Changes") : create.isPending ? "Creating..." : "Create Joke Note"}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

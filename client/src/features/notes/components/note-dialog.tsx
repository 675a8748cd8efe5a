import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, noteInputSchema, type NoteFormValues, type NoteInput } from "@shared/notes/note-input";
import type { Note } from "@shared/notes/note-dto";
import { FormDialog, type FormDialogHooks } from "@/components/form-dialog";
import { FormDialogButtons } from "@/components/form-dialog-buttons";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateOrUpdate } from "@/lib/use-create-or-update";
import { useCreateNote } from "../api/create-note";
import { useUpdateNote } from "../api/update-note";

export const DISCARD_CONFIRM = "Discard the changes to this note?";

/** Which dialog is open: none, New Note, or the edit dialog of one note. */
export type NoteDialogState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; note: Note };

interface NoteDialogProps {
  state: NoteDialogState;
  onClose: () => void;
}

/** New Note and edit dialog: Radix traps focus inside and returns it to the opener on close. */
export function NoteDialog({ state, onClose }: NoteDialogProps) {
  const note = state.mode === "edit" ? state.note : undefined;
  // Closing (X, Escape, a click outside, Cancel) with words not yet saved asks first.
  return (
    <FormDialog open={state.mode !== "closed"} onClose={onClose} discardQuestion={DISCARD_CONFIRM}>
      {/* Keyed by note, so each opening starts from that note's words. */}
      {(hooks) => <NoteForm key={note?.id ?? "new"} note={note} {...hooks} />}
    </FormDialog>
  );
}

interface NoteFormProps extends FormDialogHooks {
  note: Note | undefined;
}

function NoteForm({ note, onSaved, onCancel, onDirtyChange, onCloseAutoFocus }: NoteFormProps) {
  const editing = note !== undefined;
  const form = useForm<NoteFormValues, unknown, NoteInput>({
    resolver: zodResolver(noteInputSchema),
    defaultValues: { title: note?.title ?? "", content: note?.content ?? "" },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const { save, pending, creating, updating } = useCreateOrUpdate({
    useCreate: useCreateNote,
    useUpdate: useUpdateNote,
    update: note && ((input: NoteInput) => ({ id: note.id, input })),
    toasts: {
      created: { title: "Note created successfully!" },
      createFailed: "Error creating note",
      updated: { title: "Note updated successfully!" },
      updateFailed: "Error updating note",
    },
    onSaved,
  });
  const submit = form.handleSubmit(save);

  return (
    <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Note" : "New Note"}</DialogTitle>
        <DialogDescription>
          {editing ? "Change the title or the words, then save." : "Anything that isn't a joke yet: set lists, reminders, overheard lines."}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <FormField id="note-title" label="Title" error={errors.title?.message}>
          <Input
            id="note-title"
            autoComplete="off"
            maxLength={NOTE_TITLE_MAX}
            placeholder="Saturday set list"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? fieldHintId("note-title") : undefined}
            {...form.register("title")}
          />
        </FormField>
        <FormField id="note-content" label="Content" error={errors.content?.message}>
          <Textarea
            id="note-content"
            rows={8}
            maxLength={NOTE_CONTENT_MAX}
            placeholder="Open with the dentist bit, close on the airport..."
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? fieldHintId("note-content") : undefined}
            {...form.register("content")}
          />
        </FormField>
        <FormDialogButtons
          onCancel={onCancel}
          pending={pending}
          submitLabel={editing ? (updating ? "Saving..." : "Save Changes") : creating ? "Creating..." : "Create Note"}
        />
      </form>
    </DialogContent>
  );
}

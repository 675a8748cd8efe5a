import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { Thought } from "@shared/thoughts/thought-dto";
import {
  THOUGHT_CONTENT_MAX,
  createThoughtSchema,
  type CreateThoughtInput,
  type ThoughtFormValues,
} from "@shared/thoughts/thought-input";
import { joinTags } from "@shared/thoughts/tags";
import { FormDialog, type FormDialogHooks } from "@/components/form-dialog";
import { FormDialogButtons } from "@/components/form-dialog-buttons";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCreateOrUpdate } from "@/lib/use-create-or-update";
import { useCreateThought } from "../api/create-thought";
import { useUpdateThought } from "../api/update-thought";
import { DISCARD_CONFIRM } from "./category-dialog";

export type ThoughtDialogState =
  | { mode: "closed" }
  | { mode: "create"; categoryId: number | undefined }
  | { mode: "edit"; thought: Thought };

interface ThoughtDialogProps {
  state: ThoughtDialogState;
  categories: readonly ThoughtCategory[];
  onClose: () => void;
}

/** Add Thought and Edit Thought: the words, their tags, and the category they are filed in. */
export function ThoughtDialog({ state, categories, onClose }: ThoughtDialogProps) {
  return (
    <FormDialog open={state.mode !== "closed"} onClose={onClose} discardQuestion={DISCARD_CONFIRM}>
      {(hooks) =>
        state.mode !== "closed" && (
          <ThoughtForm
            key={state.mode === "edit" ? state.thought.id : "new"}
            thought={state.mode === "edit" ? state.thought : undefined}
            categoryId={state.mode === "create" ? state.categoryId : state.thought.categoryId}
            categories={categories}
            {...hooks}
          />
        )
      }
    </FormDialog>
  );
}

interface ThoughtFormProps extends FormDialogHooks {
  thought: Thought | undefined;
  categoryId: number | undefined;
  categories: readonly ThoughtCategory[];
}

function ThoughtForm({ thought, categoryId, categories, onSaved, onCancel, onDirtyChange, onCloseAutoFocus }: ThoughtFormProps) {
  const editing = thought !== undefined;
  const form = useForm<ThoughtFormValues, unknown, CreateThoughtInput>({
    resolver: zodResolver(createThoughtSchema),
    defaultValues: {
      categoryId: categoryId ?? categories[0]?.id,
      content: thought?.content ?? "",
      tags: joinTags(thought?.tags ?? []),
    },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The list behind shows an edit at once; the dialog stays until it is saved, so a failure loses no words.
  const { save, pending } = useCreateOrUpdate({
    useCreate: useCreateThought,
    useUpdate: useUpdateThought,
    update: thought && ((input: CreateThoughtInput) => ({ id: thought.id, input })),
    toasts: {
      created: { title: "Thought saved!" },
      createFailed: "Error saving thought",
      updated: { title: "Thought updated!" },
      updateFailed: "Error updating thought",
    },
    onSaved,
  });
  const submit = form.handleSubmit(save);

  return (
    <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Thought" : "Add Thought"}</DialogTitle>
        <DialogDescription>
          {editing ? "Sharpen the words, retag it, or file it somewhere else." : "Get it down before it's gone. Polish comes later."}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <FormField id="thought-content" label="Thought" error={errors.content?.message}>
          <Textarea
            id="thought-content"
            rows={5}
            maxLength={THOUGHT_CONTENT_MAX}
            placeholder="Why do airports sell neck pillows but not neck pillows for regret?"
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? fieldHintId("thought-content") : undefined}
            {...form.register("content")}
          />
        </FormField>
        <FormField id="thought-category" label="Category" error={errors.categoryId?.message}>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                value={field.value === undefined ? undefined : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
              >
                <SelectTrigger
                  id="thought-category"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-describedby={errors.categoryId ? fieldHintId("thought-category") : undefined}
                >
                  <SelectValue placeholder="Pick a category" />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      <span className="flex items-center gap-2">
                        <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: category.color }} />
                        {category.name}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="thought-tags" label="Tags" hint="Separate tags with commas." error={errors.tags?.message}>
          <Input
            id="thought-tags"
            autoComplete="off"
            placeholder="travel, regret"
            aria-describedby={fieldHintId("thought-tags")}
            {...form.register("tags")}
          />
        </FormField>
        <FormDialogButtons onCancel={onCancel} pending={pending} submitLabel={pending ? "Saving..." : editing ? "Save Changes" : "Save Thought"} />
      </form>
    </DialogContent>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  createCategorySchema,
  type CategoryFormValues,
  type CreateCategoryInput,
} from "@shared/thoughts/category-input";
import { defaultThoughtColor } from "@shared/thoughts/colors";
import { FormDialog, type FormDialogHooks } from "@/components/form-dialog";
import { FormDialogButtons } from "@/components/form-dialog-buttons";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateOrUpdate } from "@/lib/use-create-or-update";
import { useCreateThoughtCategory } from "../api/create-thought-category";
import { useUpdateThoughtCategory } from "../api/update-thought-category";
import { ColorPicker } from "./color-picker";

export const DISCARD_CONFIRM = "Discard your changes?";

/** `opener`: where focus returns on close, when not the element focused at opening. */
export type CategoryDialogState =
  | { mode: "closed" }
  | { mode: "create" }
  | { mode: "edit"; category: ThoughtCategory; opener?: HTMLElement | null };

interface CategoryDialogProps {
  state: CategoryDialogState;
  onClose: () => void;
  onCreated: (category: ThoughtCategory) => void;
}

/** New Category and Edit Category (rename, describe, recolour). */
export function CategoryDialog({ state, onClose, onCreated }: CategoryDialogProps) {
  const category = state.mode === "edit" ? state.category : undefined;
  return (
    <FormDialog
      open={state.mode !== "closed"}
      onClose={onClose}
      discardQuestion={DISCARD_CONFIRM}
      opener={state.mode === "edit" ? state.opener : undefined}
    >
      {(hooks) => (
        <CategoryForm
          key={category?.id ?? "new"}
          category={category}
          onCreated={(created) => {
            hooks.onSaved();
            onCreated(created);
          }}
          {...hooks}
        />
      )}
    </FormDialog>
  );
}

interface CategoryFormProps extends FormDialogHooks {
  category: ThoughtCategory | undefined;
  onCreated: (category: ThoughtCategory) => void;
}

function CategoryForm({ category, onCreated, onSaved, onCancel, onDirtyChange, onCloseAutoFocus }: CategoryFormProps) {
  const editing = category !== undefined;
  const form = useForm<CategoryFormValues, unknown, CreateCategoryInput>({
    resolver: zodResolver(createCategorySchema),
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      color: category?.color ?? defaultThoughtColor,
    },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const color = useWatch({ control: form.control, name: "color" });

  const { save, pending, creating, updating } = useCreateOrUpdate({
    useCreate: useCreateThoughtCategory,
    useUpdate: useUpdateThoughtCategory,
    update: category && ((input: CreateCategoryInput) => ({ id: category.id, input: { ...input, description: input.description ?? null } })),
    toasts: {
      created: (created) => ({ title: "Category created!", description: `“${created.name}” is ready for your thoughts.` }),
      createFailed: "Error creating category",
      updated: { title: "Category updated!" },
      updateFailed: "Error updating category",
    },
    onSaved: (saved, how) => (how === "created" ? onCreated(saved) : onSaved()),
  });
  const submit = form.handleSubmit(save);

  return (
    <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Category" : "New Category"}</DialogTitle>
        <DialogDescription>
          {editing ? "Rename it, describe it or give it another colour." : "One drawer for each thing that keeps bugging you."}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <FormField id="category-name" label="Name" error={errors.name?.message}>
          <Input
            id="category-name"
            autoComplete="off"
            maxLength={CATEGORY_NAME_MAX}
            placeholder="Family, dating, the day job..."
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? fieldHintId("category-name") : undefined}
            {...form.register("name")}
          />
        </FormField>
        <FormField id="category-description" label="Description (optional)" error={errors.description?.message}>
          <Textarea
            id="category-description"
            rows={2}
            className="min-h-16"
            maxLength={CATEGORY_DESCRIPTION_MAX}
            placeholder="What goes in here?"
            aria-describedby={errors.description ? fieldHintId("category-description") : undefined}
            {...form.register("description")}
          />
        </FormField>
        <ColorPicker field={form.register("color")} selected={color ?? undefined} />
        <FormDialogButtons
          onCancel={onCancel}
          pending={pending}
          submitLabel={editing ? (updating ? "Saving..." : "Save Changes") : creating ? "Creating..." : "Create Category"}
        />
      </form>
    </DialogContent>
  );
}

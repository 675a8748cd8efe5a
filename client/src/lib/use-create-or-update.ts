import { toast, type ToastInput } from "@/components/ui/use-toast";

/** What a feature's create or update mutation hook takes and answers, as far as a dialog needs. */
interface SaveCallbacks<T> {
  onSuccess?: (saved: T) => void;
  onError?: (error: Error) => void;
}
interface SaveMutation<V> {
  mutate: (variables: V) => void;
  isPending: boolean;
}

export interface CreateOrUpdateOptions<T, Input, UpdateVariables> {
  useCreate: (callbacks: SaveCallbacks<T>) => SaveMutation<Input>;
  useUpdate: (callbacks: SaveCallbacks<T>) => SaveMutation<UpdateVariables>;
  /** Editing: the update's variables for the form's input. Absent: the form creates. */
  update: ((input: Input) => UpdateVariables) | undefined;
  /** The toast after each save, and the title of the one after each failure (the server's message below it). */
  toasts: {
    created: ToastInput | ((saved: T) => ToastInput);
    createFailed: string;
    updated: ToastInput | ((saved: T) => ToastInput);
    updateFailed: string;
  };
  onSaved: (saved: T, how: "created" | "updated") => void;
}

const toastFor = <T>(message: ToastInput | ((saved: T) => ToastInput), saved: T) =>
  toast(typeof message === "function" ? message(saved) : message);
const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: "destructive" });

/**
 * The submit of a dialog that creates a thing or edits one: the matching mutation, a toast on
 * success or failure, then `onSaved`. A failure keeps the dialog open with the words in it.
 */
export function useCreateOrUpdate<T, Input, UpdateVariables>({
  useCreate,
  useUpdate,
  update,
  toasts,
  onSaved,
}: CreateOrUpdateOptions<T, Input, UpdateVariables>) {
  const create = useCreate({
    onSuccess: (saved) => {
      toastFor(toasts.created, saved);
      onSaved(saved, "created");
    },
    onError: failed(toasts.createFailed),
  });
  const change = useUpdate({
    onSuccess: (saved) => {
      toastFor(toasts.updated, saved);
      onSaved(saved, "updated");
    },
    onError: failed(toasts.updateFailed),
  });
  return {
    save: (input: Input) => (update ? change.mutate(update(input)) : create.mutate(input)),
    /** Either save is on its way. */
    pending: create.isPending || change.isPending,
    creating: create.isPending,
    updating: change.isPending,
  };
}

import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useFormDialog } from "@/lib/use-form-dialog";

/** What the form inside a FormDialog is handed. */
export interface FormDialogHooks {
  /** The form saved: close without asking. */
  onSaved: () => void;
  /** Cancel: close, asking first if there are unsaved words. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** For DialogContent's onCloseAutoFocus: focus goes back to the opener. */
  onCloseAutoFocus: (event: Event) => void;
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Asked before closing with words not yet saved. */
  discardQuestion: string;
  /** Where focus returns on close, when not the element focused at opening. */
  opener?: HTMLElement | null;
  /** The form (with its DialogContent), rendered only while open; key it by what it edits. */
  children: (hooks: FormDialogHooks) => ReactNode;
}

/** A create/edit dialog around a form: Radix traps focus inside and returns it on close (see useFormDialog). */
export function FormDialog({ open, onClose, discardQuestion, opener, children }: FormDialogProps) {
  const { returnFocus, setDirty, requestClose, saved } = useFormDialog(open, onClose, discardQuestion, opener);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
      {open && children({ onSaved: saved, onCancel: requestClose, onDirtyChange: setDirty, onCloseAutoFocus: returnFocus })}
    </Dialog>
  );
}

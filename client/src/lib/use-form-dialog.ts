import { useCallback, useRef } from "react";
import { useReturnFocus } from "./use-return-focus";

/**
 * The closing rules of a dialog that holds a form. Closing it (X, Escape, a click outside,
 * Cancel) with words not yet saved asks `discardQuestion` first; a save closes it without
 * asking; either way focus goes back to the element that opened it (or `opener`).
 * The form reports its dirtiness through `setDirty`; spread `returnFocus` into
 * DialogContent's onCloseAutoFocus.
 */
export function useFormDialog(open: boolean, onClose: () => void, discardQuestion: string, opener?: HTMLElement | null) {
  const returnFocus = useReturnFocus(open, opener);
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => void (dirty.current = value), []);
  const requestClose = () => {
    if (dirty.current && !window.confirm(discardQuestion)) return;
    dirty.current = false;
    onClose();
  };
  const saved = () => {
    dirty.current = false;
    onClose();
  };
  return { returnFocus, setDirty, requestClose, saved };
}

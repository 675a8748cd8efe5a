import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Radix returns focus to a Dialog.Trigger on close; these dialogs are opened from many
 * buttons instead, so the element focused when one opens (or the one given, e.g. a menu's
 * button, whose item is gone by then) is remembered and focused again on close.
 * Spread the answer into DialogContent's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean, opener?: HTMLElement | null) {
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    target.current = opener ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  }, [open, opener]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const element = target.current;
    target.current = null;
    if (element?.isConnected) element.focus();
  }, []);
}

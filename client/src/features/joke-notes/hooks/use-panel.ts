import { useCallback, useRef, useState } from "react";

export type PanelState = { mode: "empty" } | { mode: "create" } | { mode: "view" | "edit"; id: number };

export const DISCARD_CONFIRM = "You have unsaved changes to this joke. Leave without saving them?";

/**
 * What the side panel shows: nothing, the create form, or one note (viewing or editing).
 * While the form holds unsaved words, moving the panel elsewhere asks first.
 */
export function usePanel() {
  const [panel, setPanel] = useState<PanelState>({ mode: "empty" });
  const dirty = useRef(false);
  const go = useCallback((next: PanelState, { force = false } = {}) => {
    if (!force && dirty.current && !window.confirm(DISCARD_CONFIRM)) return;
    dirty.current = false;
    setPanel(next);
  }, []);
  return {
    panel,
    /** The form reports whether it holds anything unsaved. */
    setDirty: useCallback((value: boolean) => void (dirty.current = value), []),
    close: useCallback(() => go({ mode: "empty" }), [go]),
    create: useCallback(() => go({ mode: "create" }), [go]),
    view: useCallback((id: number) => go({ mode: "view", id }), [go]),
    edit: useCallback((id: number) => go({ mode: "edit", id }), [go]),
    /** After a save: nothing is left unsaved, so no question. */
    /** A note kept on the device to create later (a negative id) has nothing to view yet: the panel closes. */
    showSaved: useCallback((id: number) => go(id < 0 ? { mode: "empty" } : { mode: "view", id }, { force: true }), [go]),
    /** The note on show was deleted (the comedian already confirmed that). */
    closeDeleted: useCallback(() => go({ mode: "empty" }, { force: true }), [go]),
  };
}

export function panelNoteId(panel: PanelState): number | null {
  return panel.mode === "view" || panel.mode === "edit" ? panel.id : null;
}
